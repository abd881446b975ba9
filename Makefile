# NutriStats — the two commands are `make report` and `make test`.
SWIFT ?= swift
SAMPLE := sample-data
REPORT_DIR := report
# The release binary links the Swift runtime and Foundation statically: it starts in 6 ms instead of
# 11, peaks 5–6 MiB lower, and runs on a machine without a Swift toolchain (docs/performance.md).
RELEASE := -c release --static-swift-stdlib

.PHONY: deps build release test lint format report bench bench-compare fuzz man install docs clean cohort-check

deps:
	@scripts/ensure-system-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE) --product nutristats

# Lint first (seconds): `swift format` with the checked-in .swift-format (4 spaces, 120 columns).
# `make format` rewrites the tree to match.
FORMAT_PATHS := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Sources Fuzz
test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

report: release
	@scripts/sample-report.sh "$$($(SWIFT) build -c release --show-bin-path)/nutristats" $(SAMPLE) $(REPORT_DIR)

# The cohort run on Spark (docs/cohort.md): 20 generated participants exported by a PySpark job in
# local mode, its cohort tables checked against DuckDB and `stats`. Installs a Java runtime and, into
# .build-cohort/venv, pyspark and duckdb when missing. Uses the debug binary `make test` builds.
cohort-check: deps
	$(SWIFT) build --product nutristats
	scripts/cohort-check.sh "$$($(SWIFT) build --show-bin-path)/nutristats"

# libFuzzer harnesses (Fuzz/): builds them with AddressSanitizer, runs each for FUZZ_SECONDS.
# FUZZ_HARNESSES picks some (e.g. "timestamp dv-targets"); the default runs every one.
FUZZ_SECONDS ?= 60
FUZZ_HARNESSES ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT=$(SWIFT) Fuzz/run.sh $(FUZZ_HARNESSES)

# Benchmarks (release): a separate package in Benchmarks/ with its own scratch path, so `make test`
# never builds it. Inputs are generated once into .build-bench/data; results go to .build-bench/results.json.
# BENCH_ARGS passes options through, e.g. `make bench BENCH_ARGS="--runs 9"`.
bench: release
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench --product nutristats-bench
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench --product bench-spawn
	.build-bench/release/nutristats-bench run --cli "$$($(SWIFT) build -c release --show-bin-path)/nutristats" \
		--repo . --data .build-bench/data --out .build-bench/results.json $(BENCH_ARGS)

# Libraries against hand-written code (issue 27; docs/performance.md, "Libraries against hand-written
# code"): RunLengthDeflater against libdeflate level 1 on the sample report's charts, and the export.xml
# scanner against libxml2's xmlTextReader on the 1-year generated export (488 MB, written once into
# .build-bench). Needs libdeflate-dev and libxml2-dev, which NutriStats itself does not use.
bench-compare: build
	@pkg-config --exists libdeflate libxml-2.0 || { echo "bench-compare needs: apt-get install libdeflate-dev libxml2-dev" >&2; exit 1; }
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench --product deflate-compare
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench --product xml-reader-compare
	rm -rf .build-bench/report
	scripts/sample-report.sh "$$($(SWIFT) build --show-bin-path)/nutristats" $(SAMPLE) .build-bench/report
	.build-bench/release/deflate-compare 31 .build-bench/report/charts/*.png
	[ -e .build-bench/export-1y.xml ] || .build-bench/release/xml-reader-compare --generate .build-bench/export-1y.xml
	.build-bench/release/xml-reader-compare .build-bench/export-1y.xml 3

# The man page, generated from the commands' own help by swift-argument-parser's generate-manual
# tool (so it cannot drift from `--help`), into $(MAN_DIR)/nutristats.1.
MAN_DIR ?= .build/man
MAN_DATE ?= 2026-11-23
man: release
	$(SWIFT) build -c release --product generate-manual
	mkdir -p $(MAN_DIR)
	"$$($(SWIFT) build -c release --show-bin-path)/generate-manual" \
		"$$($(SWIFT) build -c release --show-bin-path)/nutristats" \
		--date $(MAN_DATE) --authors "NutriStats developers" --output-directory $(MAN_DIR)

# DocC documentation of the libraries (their catalogs are Sources/<Target>/<Target>.docc) as one
# static site under .build/docs, through the swift-docc-plugin. Combined, so that links from one
# library's doc comments to another's symbols (``/NutritionData/Nutrient``) resolve.
DOC_TARGETS ?= NutritionData NutritionStats ChartKit NutritionReport NutritionExport NutritionFactsLabel Pantry
docs:
	mkdir -p .build/docs
	$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
		$(foreach target,$(DOC_TARGETS),--target $(target)) --enable-experimental-combined-documentation \
		--disable-indexing --transform-for-static-hosting --output-path .build/docs/site

# Installs the release binary, the man page and shell completions (bash, zsh, fish) under PREFIX;
# DESTDIR stages the tree for packaging. `make install PREFIX=$$HOME/.local` needs no root.
PREFIX ?= /usr/local
install: man
	bin="$$($(SWIFT) build -c release --show-bin-path)/nutristats"; \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d" && \
	install -m 755 "$$bin" "$(DESTDIR)$(PREFIX)/bin/nutristats" && \
	install -m 644 $(MAN_DIR)/nutristats.1 "$(DESTDIR)$(PREFIX)/share/man/man1/nutristats.1" && \
	"$$bin" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/nutristats" && \
	"$$bin" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_nutristats" && \
	"$$bin" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/nutristats.fish"

clean:
	rm -rf .build .build-bench .build-fuzz .build-cohort $(REPORT_DIR)
