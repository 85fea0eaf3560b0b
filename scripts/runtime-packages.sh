# The Debian packages the built app needs at run time, and no more (sourced by scripts/dist.sh, which
# writes them into the tarball's README, and by scripts/test-dist.sh, which installs only them into a
# bare Debian root). The build and the tests need more: scripts/install-deps.sh.
# shellcheck disable=SC2034
runtime_packages=(libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libsqlite3-0 libfontconfig1 libfribidi0)
# Fonts for text the shipped DejaVu Sans lacks (Chinese, Japanese, Korean, Devanagari, Thai, emoji): not
# needed to run, named in the tarball's README as what a machine should have.
font_packages=(fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji)
