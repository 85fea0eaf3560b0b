# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SWIFT ?= swift
RELEASE := .build/release

.PHONY: all deps build run test bench record-screenshots clean

# Failing screenshots and their diff images are written here.
export SNAPSHOT_ARTIFACTS ?= $(CURDIR)/.build/screenshot-artifacts

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -c release

# Opens the app (a window; on a machine with no display, see the README's headless runs).
run: deps
	$(SWIFT) build -c release --product touchtracker
	$(RELEASE)/touchtracker

# Every test: the engine, the app, the script runner end to end, the screenshot suite.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Re-records the golden screenshots after an intended change (never in CI). Review every changed PNG by
# looking at it before committing it.
record-screenshots: deps
	@if [ -n "$$CI" ]; then echo "record-screenshots: refused in CI" >&2; exit 1; fi
	RECORD_SCREENSHOTS=1 $(SWIFT) test --filter ScreenshotTests || true
	git status --short Tests/ScreenshotTests/__Snapshots__

# Release builds; prints the frame figures, then the dispatch line last.
bench: deps
	$(SWIFT) build -c release --product touchtracker-bench --product gesture-bench
	$(RELEASE)/touchtracker-bench
	$(RELEASE)/gesture-bench

clean:
	rm -rf .build
