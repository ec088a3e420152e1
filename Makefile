# effect-export: the commands that build, demonstrate and test the tool.
# `make demo` and `make test` install what is missing first (scripts/install-deps).

SWIFT ?= swift
BIN := .build/debug/effect-export
DEMO := ripple-contained

.PHONY: deps build demo test goldens bench clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

## Renders the contained ripple button mid-ripple (t = 0.1 s) to out/ as SVG, PDF and PNG,
## and all its frames at 60 fps to out/frames/.
demo: build
	@mkdir -p out/frames
	$(BIN) $(DEMO) --time 0.1 --format svg --output out/$(DEMO).svg
	$(BIN) $(DEMO) --time 0.1 --format pdf --output out/$(DEMO).pdf
	$(BIN) $(DEMO) --time 0.1 --format png --output out/$(DEMO).png
	$(BIN) $(DEMO) --fps 60 --format png --output out/frames/ --quiet
	@ls -l out/$(DEMO).*; echo "out/frames/: $$(ls out/frames | wc -l) frames"

## Runs every test (golden images compared, never re-recorded).
test: deps
	EFFECT_GOLDENS=never $(SWIFT) test

## Re-records every golden image, then shows what changed (git diff --stat).
goldens: deps
	EFFECT_GOLDENS=record $(SWIFT) test --filter Golden
	@git status --short -- Tests

## Release build (the Swift runtime linked in: 9 ms to start instead of 23), then throughput figures and
## the frame-export and sheet races against the C floor (not part of `test`).
bench: deps
	$(SWIFT) build -c release --static-swift-stdlib
	.build/release/effect-bench Benchmarks/ripple-benchmark.json
	python3 Benchmarks/run-frame-export.py

clean:
	rm -rf .build out
