# effect-export: the commands that build, demonstrate and test the tool.
# Each installs what is missing first (scripts/install-deps): `make demo`, `make check` and `make docs` only what
# building and rendering need, `make test` also what the tests read our files back with.

SWIFT ?= swift
BIN := .build/debug/effect-export
DEMO := ripple-contained

.PHONY: deps test-deps build release install dist demo check test lint format docs goldens bench docs-bench fuzz asan tsan clean

## What building and rendering need: pkg-config, Cairo, Pango, libdeflate, libwebp, the fonts.
deps:
	@scripts/install-deps render

## That and what the tests read our files back with: browsers, ffmpeg, Lottie players, SVG viewers, PDF readers, a JRE.
test-deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

## The executable alone, optimised, with the Swift runtime linked in (it runs where no Swift toolchain is).
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product effect-export

## Installs into PREFIX (default /usr/local): bin/effect-export, and share/effect-export/Templates, where the executable
## finds its templates (../share/effect-export/Templates from itself), and share/doc/effect-export (scripts/package).
PREFIX ?= /usr/local
install: release
	scripts/package install "$(PREFIX)" .build/release

## The release archive (dist/effect-export-VERSION-linux-ARCH.tar.gz, the install layout in one folder) and the Debian
## package (dist/effect-export_VERSION_ARCH.deb, that layout under /usr; dpkg-deb).
dist: release
	scripts/package dist dist .build/release

## Renders the contained ripple button mid-ripple (t = 0.1 s) to out/ as SVG, PDF and PNG, the whole
## effect as an animated SVG, and all its frames at 60 fps to out/frames/.
demo: build
	@mkdir -p out/frames
	$(BIN) $(DEMO) --time 0.1 --format svg --output out/$(DEMO).svg
	$(BIN) $(DEMO) --time 0.1 --format pdf --output out/$(DEMO).pdf
	$(BIN) $(DEMO) --time 0.1 --format png --output out/$(DEMO).png
	$(BIN) $(DEMO) --animated --output out/$(DEMO)-animated.svg
	$(BIN) $(DEMO) --fps 60 --format png --output out/frames/ --quiet
	@ls -l out/$(DEMO).*; echo "out/frames/: $$(ls out/frames | wc -l) frames"

## The fast lane: every test that needs no outside tool and no time, after a build; prints what it leaves out, by tag
## (the tags name what a test needs: Tests/_EffectTestSupport/OutsideTools.swift); EFFECT_ABSENT_TOOLS=skip (scripts/check).
check: deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/check

## Runs every test (golden images compared, never re-recorded); a missing outside tool fails its tests.
test: test-deps
	EFFECT_GOLDENS=never $(SWIFT) test

## Checks the house style (.swift-format: 4 spaces, 150 columns) without changing a file; CI runs it first.
lint:
	$(SWIFT) format lint --strict --parallel -r Sources Tests Package.swift

## Rewrites the tree in the house style.
format:
	$(SWIFT) format format --in-place --parallel -r Sources Tests Package.swift

## Builds the DocC archive of each library product into .build/docs/ (docc convert, warnings as errors) and
## prints how much of each module's public API is documented; fails on a DocC warning or an undocumented symbol.
docs: deps
	SWIFT=$(SWIFT) scripts/build-docs --dump

## Re-records every golden image, then shows what changed (git diff --stat).
goldens: test-deps
	EFFECT_GOLDENS=record $(SWIFT) test --filter Golden
	@git status --short -- Tests

## Release build (the Swift runtime linked in: 9 ms to start instead of 23), then throughput figures, the
## frame-export and sheet races against the C floor, zlib against libdeflate on real frames, and the scale cases
## (shadows, charts of many interactions; the clock's is in effect-bench), each as a ratio (not part of `test`).
bench: test-deps
	$(SWIFT) build -c release --static-swift-stdlib
	.build/release/effect-bench Benchmarks/ripple-benchmark.json
	.build/release/effect-bench Benchmarks/keyframes-benchmark.json
	python3 Benchmarks/run-frame-export.py
	python3 Benchmarks/run-scale.py
	python3 Benchmarks/run-docs-scale.py 100
	python3 Benchmarks/run-lottie.py

## The docs site at scale (DOCS_EFFECTS, default 500, made from the templates): cold build, one-changed rebuild,
## the gallery's weight and speed in Chromium (not part of `test`: a cold build of 500 takes a while).
DOCS_EFFECTS ?= 500
docs-bench: test-deps
	$(SWIFT) build -c release --static-swift-stdlib
	python3 Benchmarks/run-docs-scale.py $(DOCS_EFFECTS)

clean:
	rm -rf .build out dist

## Fuzzes every command family with libFuzzer and AddressSanitizer, each target for FUZZ_SECONDS (default 600):
## decoder (decoding, writing back and the clock), still (a frame at a fuzzed time and scale, every format), sheet, curves,
## sample, animated (animated SVG, APNG, GIF, WebP, Lottie), budget (every input the work budget accepts, run at the
## command line's defaults, finishes within 60 s: the stated bound, under ASan's slowdown), docs (hostile
## manifests and journals beside a user's files and links out of the site, one build or two at once, theme templates,
## documents), swiftwriter (`--format swift`: no text of a document leaves its comment or literal), webwriters (CSS,
## HTML and Markdown: a text never becomes a rule, a tag or a table cell) and theme (the template engine: hostile
## values change no page's structure, and no link or source is a script URL). Seeded from Templates/, Examples/, the
## test fixtures, Fuzz/seeds/TARGET/ and Fuzz/regressions/ (every input that once crashed or hung
## the tool); new failing inputs land in Fuzz/crashes/ (add them to Fuzz/regressions/: the tests run them).
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= decoder still sheet curves sample animated budget docs swiftwriter webwriters theme
fuzz: test-deps
	Fuzz/build
	@mkdir -p Fuzz/crashes
	for target in $(FUZZ_TARGETS); do \
		mkdir -p .build/fuzz/corpus-$$target; \
		cp Templates/*.json Examples/*.json Tests/EffectRenderTests/Fixtures/*.json Fuzz/regressions/* Fuzz/seeds/$$target/* .build/fuzz/corpus-$$target/ 2>/dev/null; \
		dict=Fuzz/json.dict; [ $$target = theme ] && dict=Fuzz/theme.dict && cp Templates/docs/*.html Templates/docs/*.md .build/fuzz/corpus-$$target/; \
		timeout=20; case $$target in budget|webwriters) timeout=60;; esac; \
		LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 \
		.build/fuzz/$$target -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=$$timeout -rss_limit_mb=3072 \
			-dict=$$dict -artifact_prefix=Fuzz/crashes/$$target- .build/fuzz/corpus-$$target || exit 1; \
	done

## The test suite under AddressSanitizer, and the concurrent rendering tests under ThreadSanitizer.
asan: test-deps
	EFFECT_GOLDENS=never LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp:print_suppressions=0 $(SWIFT) test --sanitize=address
tsan: test-deps
	EFFECT_GOLDENS=never $(SWIFT) test --sanitize=thread --filter "FrameExportTests|SheetGoldenTests|PNGEncoderTests|DocsSiteTests/buildsAreReproducibleAndIncremental"
