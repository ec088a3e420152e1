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

## Renders the contained-button template to out/ as SVG, PDF and PNG.
demo: build
	@mkdir -p out
	$(BIN) $(DEMO) --format svg --output out/$(DEMO).svg
	$(BIN) $(DEMO) --format pdf --output out/$(DEMO).pdf
	$(BIN) $(DEMO) --format png --output out/$(DEMO).png
	@ls -l out/$(DEMO).*

## Runs every test (golden images compared, never re-recorded).
test: deps
	EFFECT_GOLDENS=never $(SWIFT) test

## Re-records every golden image, then shows what changed (git diff --stat).
goldens: deps
	EFFECT_GOLDENS=record $(SWIFT) test --filter Golden
	@git status --short -- Tests

## Release build, then throughput figures and the frame-export race against the C floor (not part of `test`).
bench: deps
	$(SWIFT) build -c release
	.build/release/effect-bench Benchmarks/ripple-benchmark.json
	python3 Benchmarks/run-frame-export.py

clean:
	rm -rf .build out
