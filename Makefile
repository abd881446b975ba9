# NutriStats — the two commands are `make report` and `make test`.
SWIFT ?= swift
SAMPLE := sample-data
REPORT_DIR := report
# The release binary links the Swift runtime and Foundation statically: it starts in 6 ms instead of
# 11, peaks 5–6 MiB lower, and runs on a machine without a Swift toolchain (README, Performance).
RELEASE := -c release --static-swift-stdlib

.PHONY: deps build release test report bench fuzz clean

deps:
	@scripts/ensure-system-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE) --product nutristats

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

report: release
	@scripts/sample-report.sh "$$($(SWIFT) build -c release --show-bin-path)/nutristats" $(SAMPLE) $(REPORT_DIR)

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
	$(SWIFT) build -c release --package-path Benchmarks --scratch-path .build-bench
	.build-bench/release/nutristats-bench run --cli "$$($(SWIFT) build -c release --show-bin-path)/nutristats" \
		--repo . --data .build-bench/data --out .build-bench/results.json $(BENCH_ARGS)

clean:
	rm -rf .build .build-bench .build-fuzz $(REPORT_DIR)
