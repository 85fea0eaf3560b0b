# The Debian packages the built app needs at run time, and no more (sourced by scripts/dist.sh, which
# writes them into the tarball's README, and by scripts/test-dist.sh, which installs only them into a
# bare Debian root). The build and the tests need more: scripts/install-deps.sh.
# shellcheck disable=SC2034
runtime_packages=(libsdl2-2.0-0 libsdl2-ttf-2.0-0 libsdl2-image-2.0-0 libsqlite3-0)
