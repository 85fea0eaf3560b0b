# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SWIFT ?= swift
RELEASE := .build/release
PREFIX ?= $(HOME)/.local

# The figures of docs/figures, each from the touch script beside it (a test checks they are up to date).
figures: deps
	$(SWIFT) build --product touchtracker
	@for s in docs/figures/*.tts; do .build/debug/touchtracker --headless --script "$$s" --out docs/figures || exit 1; done

.PHONY: figures all deps build run test check-ci-commands test-swift check-sdl3-layer test-window test-suite exercises test-report test-trace scene-suite station-suite po test-sdl test-compat test-sdl3 consumer install-check docs docs-twice install uninstall bench record-screenshots clean test-deps dist test-dist ci-lint-tools

# Failing screenshots and their diff images are written here.
export SNAPSHOT_ARTIFACTS ?= $(CURDIR)/.build/screenshot-artifacts

all: build

# Installs the Debian packages when they are missing (showing what it runs, with sudo when not root): `deps`
# what building and running need (SDL2, SDL2_ttf, SDL2_image, SQLite), `test-deps` those and what the tests
# need besides (Xvfb, Mesa, xdotool, Chromium, xmllint, python3-venv, gettext).
deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

# The backend, chosen at build time (docs/architecture.md, "A backend"): `sdl2` (the default) or `sdl3`, the
# package's SDL3 trait. SDL 3 builds in its own folder (.build/sdl3/swift: switching never rebuilds the
# other), against SDL 3.4 and SDL3_ttf from pkg-config: the system's, or else built from ../shared/vendor
# into .build/sdl3/install (scripts/build-sdl3.sh), found at run time by the rpath given here.
BACKEND ?= sdl2
SDL3_PREFIX = $(CURDIR)/.build/sdl3/install
SDL3_SWIFT = PKG_CONFIG_PATH="$(SDL3_PREFIX)/lib/pkgconfig$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}" $(SWIFT)
SDL3_FLAGS = --traits SDL3 --scratch-path .build/sdl3/swift -Xlinker -rpath -Xlinker $(SDL3_PREFIX)/lib
ifeq ($(BACKEND),sdl3)
BUILD_SWIFT = scripts/build-sdl3.sh >/dev/null && $(SDL3_SWIFT)
BUILD_FLAGS = $(SDL3_FLAGS)
BUILT = .build/sdl3/swift/release
else ifeq ($(BACKEND),sdl2)
BUILD_SWIFT = $(SWIFT)
BUILD_FLAGS =
BUILT = $(RELEASE)
else
$(error BACKEND=$(BACKEND): the backends are sdl2 (the default) and sdl3)
endif

build: deps
	$(BUILD_SWIFT) build -c release $(BUILD_FLAGS)

# Opens the app (a window; on a machine with no display it says so and names --headless).
run: deps
	$(BUILD_SWIFT) build -c release $(BUILD_FLAGS) --product touchtracker
	$(BUILT)/touchtracker

# Every test: the engine, the app, the script runner end to end, the screenshot suite; then `Gestures` as a
# versioned dependency of another package, and its documentation.
test: test-deps test-swift check-sdl3-layer test-window test-suite exercises test-report test-trace check-ci-commands consumer install-check docs-twice

# The SDL backend's SDL 3 layer type-checked in every `make test`, without SDL 3 installed or built: the
# backend module compiled with the SDL3 trait against SDL 3's headers from ../shared/vendor's release
# archives (scripts/check-sdl3-layer.sh). `make test-sdl3` builds and runs it for real.
check-sdl3-layer:
	@scripts/check-sdl3-layer.sh

test-swift:
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@# Root writes anywhere: as root (CI), the tests that need an ordinary user run again as `nobody`, from a
	@# copy of the test bundle and the app in a folder nobody can reach, and from there (a clone in /root is
	@# out of its reach).
	@if [ "$$(id -u)" -eq 0 ] && command -v runuser >/dev/null 2>&1; then \
		echo "test-swift: the tests that need a user who is not root, as nobody:"; \
		bin=$$($(SWIFT) build --show-bin-path); copy=$$(mktemp -d); chmod 755 "$$copy"; \
		cp -R "$$bin/TouchTrackerPackageTests.xctest" "$$bin/touchtracker" Assets "$$copy/"; \
		(cd "$$copy" && runuser -u nobody -- env HOME=/tmp TMPDIR=/tmp "$$copy/TouchTrackerPackageTests.xctest" \
			--testing-library swift-testing --filter 'aReadOnlyDataFolderIsSaidToBeReadOnly|ReadOnlyDataFolderTests|UnreadableLabFolderTests'); status=$$?; rm -rf "$$copy"; exit $$status; \
	fi

# The golden scenes replayed by the binary in a real window under Xvfb, with SDL's OpenGL renderer (Mesa's
# llvmpipe): each screenshot against OpenGL's own golden, and near the software one (WindowScreenshotTests);
# then real X input from xdotool into the window: strokes after an unmap mid-drag and a storm (WindowInputTests).
WINDOW_TEST = xvfb-run -a -s "-screen 0 2048x1200x24" env TOUCHTRACKER_WINDOW_TESTS=1 SDL_RENDER_DRIVER=opengl
test-window:
	$(SWIFT) build --build-tests
	$(WINDOW_TEST) $(SWIFT) test --skip-build --filter WindowScreenshotTests
	# Real X input (xdotool) moves the one pointer of its own X server: never beside other windows.
	$(WINDOW_TEST) $(SWIFT) test --skip-build --filter WindowInputTests

# The golden scenes (Tests/ScreenshotTests/Suite, generated from Scenes/), the lab's station interactions
# (Tests/StationSuite, generated from the stations' files, Assets/Playgrounds) and the runner's passing fixtures
# through `touchtracker test`, as a CI job runs them: every script checked against its goldens, in parallel,
# with the JUnit and HTML reports it writes (into .build/suite).
SUITE_OUT = .build/suite
SUITE_SCRIPTS = Tests/ScreenshotTests/Suite Tests/StationSuite Tests/SuiteFixtures/passes-behaviour.tts Tests/SuiteFixtures/passes-mask.tts \
	Tests/SuiteFixtures/passes-tolerance.tts
test-suite:
	$(SWIFT) build --product touchtracker
	rm -rf $(SUITE_OUT)
	.build/debug/touchtracker test $(SUITE_SCRIPTS) --output $(SUITE_OUT)/results --junit $(SUITE_OUT)/junit.xml --report $(SUITE_OUT)/report

# Every command the CI examples' jobs run exists in the job's image (docs/ci.md, "The examples' commands"): a
# Debian root an image, made by mmdebstrap from its own package list (Examples/ci/images/, read from its
# Dockerfile) with its jobs' apt-get install lines on top, each command looked up in it by chroot and traced
# to a package that job has (the image's, or its own install's); and the check itself finds a missing one (Tests/CIFixtures/missing-make.gitlab-ci.yml, make in the swift image).
check-ci-commands: test-deps
	scripts/check-ci-commands.py Examples/ci/github-actions.yml Examples/ci/gitlab-ci.yml --expect-missing Tests/CIFixtures/missing-make.gitlab-ci.yml Tests/CIFixtures/git-from-another-job.gitlab-ci.yml

# The exercises (Assets/Exercises, docs/playground.md "An exercise"): `touchtracker test` fails each starting
# lesson (its checks do not hold yet) and passes each solution (scripts/check-exercises.sh).
exercises:
	$(SWIFT) build --product touchtracker
	scripts/check-exercises.sh .build/debug/touchtracker Assets/Exercises .build/exercises

# `touchtracker test`'s HTML report of a failing script, opened in Debian's headless Chromium and checked
# from its screenshot (ReportBrowserTests); then driven by Playwright for Python (scripts/test-report.py): the
# filters and the search hide and show the detail sections with their rows, the logs aligned, a screenshot shown.
test-report:
	$(SWIFT) build --build-tests
	TOUCHTRACKER_BROWSER_TESTS=1 $(SWIFT) test --skip-build --filter ReportBrowserTests
	scripts/playwright.sh scripts/test-report.py .build/debug/touchtracker .build/report-test

# A trace (docs/trace.md) opened in Debian's headless Chromium by Playwright for Python (PyPI's `playwright` in a
# venv under .build, no browser download; scripts/test-trace.py): the failing check selected on open, scrubbing, the
# highlighted line and the recognizers' states, a click on a line, the keys, markup shown as text, nothing fetched.
test-trace:
	$(SWIFT) build --product touchtracker
	scripts/test-trace.sh .build/debug/touchtracker .build/trace-test

# The screenshot suite against another SDL 2 build: PyPI's pysdl2-dll wheel, loaded by LD_LIBRARY_PATH
# (scripts/test-other-sdl.sh). Fails, saying so, when PyPI cannot be reached. CI runs it after `make test`.
SDL_PYPI_VERSION ?= 2.32.10
test-sdl: test-deps
	@scripts/test-other-sdl.sh $(SDL_PYPI_VERSION)

# The screenshot suite and the SDL-level input tests on sdl2-compat over SDL 3 (what Fedora 42+, Arch,
# openSUSE Tumbleweed and Debian sid install as SDL 2), built from the release sources in ../shared/vendor/
# (or SDL3_SRC=folder SDL2COMPAT_SRC=folder) into .build/compat/ (scripts/test-compat.sh). Fails, saying what
# it needs, when the sources are absent. CI runs it after `make test-sdl`.
test-compat: test-deps
	@scripts/test-compat.sh

# The SDL 3 backend (BACKEND=sdl3): SDL 3.4.14 and SDL3_ttf 3.2.2 built from ../shared/vendor (or SDL3_SRC,
# SDL3_TTF_SRC) into .build/sdl3/, the check that SDL 3 is the library in use, the screenshot suite against
# the same goldens, SDL 3's own events (pens, pinches, cancelled fingers) through the backend, and the window
# goldens and real X input under Xvfb (scripts/test-sdl3.sh). CI runs it after `make test-compat`.
test-sdl3: test-deps
	@scripts/test-sdl3.sh

# A package outside this one depends on `Gestures` by URL and version (a tagged temporary clone), builds,
# and runs a tap and a pan.
consumer:
	@scripts/check-consumer.sh

# `make install` into a temporary prefix (with the debug build the tests made), the installed binary run
# from elsewhere with its installed font, then `make uninstall`.
install-check:
	@scripts/check-install.sh

# Installs the app under PREFIX (default ~/.local): the binary, its font, a .desktop entry and an icon.
install: deps
	$(SWIFT) build -c release --product touchtracker
	scripts/install.sh "$(PREFIX)" $(RELEASE)

uninstall:
	scripts/install.sh --uninstall "$(PREFIX)"

# touchtracker-VERSION-linux-ARCH.tar.gz in DIST_DIR (default: here): the release binary with the Swift runtime
# linked in (`--static-swift-stdlib`; ldd must show nothing of Swift), its font, lessons, menu entry and icon,
# and a README naming what it needs from the system (SDL 2, SDL2_ttf, SDL2_image, SQLite) with the apt line
# (scripts/dist.sh, scripts/runtime-packages.sh).
DIST_DIR ?= .
dist: deps
	@scripts/dist.sh "$(DIST_DIR)"

# The tarball on a Debian with no Swift: a bare Debian root (mmdebstrap, only the run-time packages; made once
# and kept under .build/dist-root/) entered with chroot, where it runs the suites `make test-suite` runs and
# must pass (scripts/test-dist.sh; root, and Debian's mirror the first time).
test-dist: dist
	@scripts/test-dist.sh "$$(ls -t $(DIST_DIR)/touchtracker-*-linux-$$(uname -m).tar.gz | head -1)" $(SUITE_SCRIPTS)

# check-jsonschema and zizmor from PyPI (versions pinned) in .build/pytools, for the tests that check the CI
# examples (CIExampleTests: GitHub's and GitLab's schemas, zizmor --offline with no finding).
PYTOOLS = .build/pytools
CHECK_JSONSCHEMA_VERSION = 0.39.0
ZIZMOR_VERSION = 1.32.0
ci-lint-tools:
	@if ! $(PYTOOLS)/bin/check-jsonschema --version 2>/dev/null | grep -q "$(CHECK_JSONSCHEMA_VERSION)" \
		|| ! $(PYTOOLS)/bin/zizmor --version 2>/dev/null | grep -q "$(ZIZMOR_VERSION)"; then \
		python3 -m venv $(PYTOOLS) && $(PYTOOLS)/bin/pip install -q "check-jsonschema==$(CHECK_JSONSCHEMA_VERSION)" "zizmor==$(ZIZMOR_VERSION)"; \
	fi

# The DocC catalog of `Gestures`, built with the toolchain's docc; any warning is an error.
# Output: .build-docs/Gestures.doccarchive (its own build folder, so the main build keeps its flags).
docs:
	@scripts/build-docs.sh

# What a user runs twice must pass twice: `make docs` again on the build the first run left.
docs-twice: docs
	@echo "docs: a second run on the same build folder:"
	@scripts/build-docs.sh

# Writes the golden scenes as a `touchtracker test` suite (Tests/ScreenshotTests/Suite), from Scenes/.
scene-suite:
	SCENE_SUITE_WRITE=1 $(SWIFT) test --filter SceneSuiteTests

# Writes the lab's station interactions as a `touchtracker test` suite (Tests/StationSuite).
station-suite:
	STATION_SUITE_WRITE=1 $(SWIFT) test --filter StationSuiteTests

# Writes the catalogues' template (Assets/po/touchtracker.pot: every lesson text and every tr("...") the app
# asks for) and merges each language's catalogue with it: new entries then wait for their translation
# (docs/translating.md).
po:
	CATALOGUE_WRITE=1 $(SWIFT) test --filter CatalogueTests.theTemplateIsWhatTheAppAsksFor
	@for f in Assets/po/*.po; do msgmerge --quiet --update --backup=none --no-fuzzy-matching "$$f" Assets/po/touchtracker.pot || exit 1; done

# Re-records the golden screenshots after an intended change (never in CI). Review every changed PNG by
# looking at it before committing it. Fails when a recording fails.
record-screenshots: test-deps
	@if [ -n "$$CI" ]; then echo "record-screenshots: refused in CI" >&2; exit 1; fi
	RECORD_SCREENSHOTS=1 $(SWIFT) test --filter ScreenshotTests
	RECORD_SCREENSHOTS=1 $(WINDOW_TEST) $(SWIFT) test --skip-build --filter WindowScreenshotTests
	git status --short Tests/ScreenshotTests/__Snapshots__

# Release builds (one product per build: SwiftPM builds only the last of several --product flags).
bench: test-deps
	$(SWIFT) build -c release --product touchtracker-bench
	$(SWIFT) build -c release --product gesture-bench
	$(RELEASE)/touchtracker-bench
	@echo "The steady frame and a full redraw with SDL's OpenGL renderer in a window under Xvfb (Mesa's llvmpipe: a CPU, not a GPU):"
	xvfb-run -a -s "-screen 0 1280x1024x24" env SDL_RENDER_DRIVER=opengl $(RELEASE)/touchtracker-bench opengl
	@echo "The same on the SDL 3 backend (SDL 3 built as make test-sdl3 builds it); its event-to-present from SDL 3's nanosecond stamps:"
	scripts/build-sdl3.sh >/dev/null && $(SDL3_SWIFT) build -c release $(SDL3_FLAGS) --product touchtracker-bench
	xvfb-run -a -s "-screen 0 1280x1024x24" env SDL_RENDER_DRIVER=opengl .build/sdl3/swift/release/touchtracker-bench opengl
	@echo "Dispatch (the engine alone: the same on either backend, which only feeds it):"
	$(RELEASE)/gesture-bench
	$(SWIFT) build -c release --product touchtracker
	@echo "touchtracker test on the golden scenes (Tests/ScreenshotTests/Suite), scripts per second with 1 worker and with every core:"
	@$(RELEASE)/touchtracker test Tests/ScreenshotTests/Suite --workers 1 --output .build/bench-suite | tail -1
	@$(RELEASE)/touchtracker test Tests/ScreenshotTests/Suite --workers $$(nproc) --output .build/bench-suite | tail -1
	@echo "Start-up (a headless script of one frame): the swift build binary beside the dist tarball's (make dist):"
	@$(MAKE) --no-print-directory dist DIST_DIR=.build/bench-dist >/dev/null
	@scripts/bench-startup.sh $(RELEASE)/touchtracker "$$(ls -t .build/bench-dist/touchtracker-*-linux-$$(uname -m).tar.gz | head -1)"
	@echo "A trace's budgets (docs/trace.md): its size, what recording costs, first paint and scrubbing in headless Chromium:"
	@scripts/playwright.sh scripts/bench-trace.py $(RELEASE)/touchtracker

clean:
	rm -rf .build .build-docs
