# The two commands of the README: `make run` and `make test`. Both install what is missing first.
SWIFT ?= swift
RELEASE := .build/release

.PHONY: all deps build run test bench clean

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

# Release builds; prints the frame figures, then the dispatch line last.
bench: deps
	$(SWIFT) build -c release --product touchtracker-bench --product gesture-bench
	$(RELEASE)/touchtracker-bench
	$(RELEASE)/gesture-bench

clean:
	rm -rf .build
