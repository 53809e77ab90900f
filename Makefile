# previewd: the two quick-start commands are `make run` and `make test`.
SWIFT ?= swift
# Flags for every debug build and test run of the project; CI (.ci/run) passes `-Xswiftc -warnings-as-errors`,
# which reaches the project's own targets only (dependencies build with their warnings suppressed).
SWIFTFLAGS ?=
PORT ?= 8765
HOST ?= 127.0.0.1
EXAMPLE ?= Examples/Hello
BIN := .build/debug/previewd

.PHONY: run test build deps test-deps unit e2e units-check lint render-example clean bench bench-deps install \
	uninstall fuzz-check fuzz-replay

## Install what is missing, build, and serve the bundled example (HOST=0.0.0.0 to reach it from a phone).
run: deps build
	$(BIN) serve $(EXAMPLE) --host $(HOST) --port $(PORT)

## Install what is missing and run every test: line lengths, unit tests, the libFuzzer harnesses on their seeds,
## systemd unit checks, end-to-end and browser tests.
test: test-deps build
	$(MAKE) lint
	$(SWIFT) test $(SWIFTFLAGS)
	$(MAKE) fuzz-replay
	$(MAKE) units-check
	PREVIEWD_BIN=$(BIN) /usr/bin/python3 -m pytest -q Tests/EndToEnd

build:
	$(SWIFT) build $(SWIFTFLAGS) --product previewd

deps:
	scripts/install-deps.sh build

test-deps:
	scripts/install-deps.sh test

unit: deps
	$(SWIFT) test $(SWIFTFLAGS)

## systemd-analyze verify for every unit, and the system service's security exposure (at most 2.0).
units-check:
	scripts/check-systemd-units.sh

e2e: test-deps build
	PREVIEWD_BIN=$(BIN) /usr/bin/python3 -m pytest -q Tests/EndToEnd

## Fails on a line longer than 120 columns in Sources/, Tests/, Benchmarks/, Fuzz/ or a package manifest. `swift
## format FILE --configuration .swift-format` wraps most Swift code; comments and string literals are wrapped by hand.
lint:
	scripts/check-line-length

## Render the example to out/ once, as CI would.
render-example: deps build
	$(BIN) render $(EXAMPLE) --out out/Hello

## Benchmarks against baselines measured side by side (release build; not part of `make test`). See README "Performance".
## BEFORE=path/to/another/previewd (e.g. a release build of main) is measured the same way as the baseline build.
## PROJECTS="dir1 dir2" (or REAL=) adds Benchmarks/real_projects.py on those SwiftUI apps: edit to frame, cold start, render.
bench: bench-deps
	$(SWIFT) build -c release --product previewd
	$(SWIFT) build -c release --product previewd-bench
	.build/release/previewd-bench encode
	.build/release/previewd-bench damage
	.build/release/previewd-bench mesh
	/usr/bin/python3 Benchmarks/edit_to_frame.py --previewd .build/release/previewd $(if $(BEFORE),--before $(BEFORE))
	/usr/bin/python3 Benchmarks/scale.py --previewd .build/release/previewd $(if $(BEFORE),--before $(BEFORE))
	/usr/bin/python3 Benchmarks/scale.py --previewd .build/release/previewd --extra-files 1899 --edits 3
	/usr/bin/python3 Benchmarks/fanout.py --previewd .build/release/previewd $(if $(BEFORE),--before $(BEFORE))
	/usr/bin/python3 Benchmarks/idle.py --previewd .build/release/previewd $(if $(BEFORE),--before $(BEFORE))
	/usr/bin/python3 Benchmarks/slow_link.py --previewd .build/release/previewd
	/usr/bin/python3 Benchmarks/browser_paint.py --previewd .build/release/previewd
	@if [ -n "$(PROJECTS)$(REAL)" ]; then /usr/bin/python3 Benchmarks/real_projects.py --previewd .build/release/previewd $(if $(BEFORE),--before $(BEFORE)) $(PROJECTS) $(REAL); \
	else echo "real projects: skipped; give SwiftUI app folders as make bench PROJECTS=\"DIR DIR:FILE:LITERAL ...\""; fi

bench-deps:
	scripts/install-deps.sh bench

## The four libFuzzer executables of Fuzz/ (scripts/fuzz), built with -sanitize=fuzzer and run once on each one's
## seeds, as part of `make test`. In debug, and only the four products: from a clean Fuzz/.build that took 6.4 CPU
## minutes (365 s user, 18 s sys; 15.7 min of wall time on a 2-core machine at load average 12-17), then 38 s
## while nothing changed (the 46 seeds). The render seeds go last: a finding stops the recipe.
FUZZ_CONFIGURATION ?= debug
fuzz-replay:
	FUZZ_CONFIGURATION=$(FUZZ_CONFIGURATION) scripts/fuzz interpreter --replay Tests/PreviewFuzzTests/Corpus/*.swift
	FUZZ_CONFIGURATION=$(FUZZ_CONFIGURATION) scripts/fuzz messages --replay Fuzz/Seeds/messages/*
	FUZZ_CONFIGURATION=$(FUZZ_CONFIGURATION) scripts/fuzz config --replay Fuzz/Seeds/config/*
	FUZZ_CONFIGURATION=$(FUZZ_CONFIGURATION) scripts/fuzz render --replay Fuzz/Seeds/render/*

## The same in release, as `scripts/fuzz` fuzzes with: swift-syntax instrumented and optimised takes longer (14 min
## of wall time from a clean Fuzz/.build on an unloaded 2-core machine).
fuzz-check: deps
	$(MAKE) fuzz-replay FUZZ_CONFIGURATION=release

clean:
	rm -rf .build out

## Install for the current user: ~/.local/bin/previewd, its web client, the user unit, and an env file to edit.
PREFIX ?= $(HOME)/.local
USER_UNIT_DIR ?= $(HOME)/.config/systemd/user
CONFIG_DIR ?= $(HOME)/.config/previewd
INSTALL_BIN ?= .build/release/previewd
SYSTEMCTL ?= systemctl
install:
	@test -x $(INSTALL_BIN) || $(SWIFT) build -c release --product previewd
	install -Dm755 $(INSTALL_BIN) $(PREFIX)/bin/previewd
	rm -rf $(PREFIX)/share/previewd/Web && mkdir -p $(PREFIX)/share/previewd && cp -R Web $(PREFIX)/share/previewd/Web
	install -Dm644 systemd/previewd.service $(USER_UNIT_DIR)/previewd.service
	install -Dm644 systemd/previewd.socket $(USER_UNIT_DIR)/previewd.socket
	@# An existing env file holds the user's project and options: never overwrite it.
	test -e $(CONFIG_DIR)/previewd.env || install -Dm600 systemd/previewd.env.example $(CONFIG_DIR)/previewd.env
	-$(SYSTEMCTL) --user daemon-reload
	@echo "installed; set PREVIEWD_PROJECT in $(CONFIG_DIR)/previewd.env, then: systemctl --user enable --now previewd (or previewd.socket)"

## Undo `make install`; the env file and the state (token, client state) stay, remove them by hand if wanted.
uninstall:
	-$(SYSTEMCTL) --user disable --now previewd.socket previewd
	rm -f $(PREFIX)/bin/previewd $(USER_UNIT_DIR)/previewd.service $(USER_UNIT_DIR)/previewd.socket
	rm -rf $(PREFIX)/share/previewd
	-$(SYSTEMCTL) --user daemon-reload
	@echo "uninstalled; kept $(CONFIG_DIR)/previewd.env and the state directory (~/.local/state/previewd)"
