# NutriStats — the two commands are `make report` and `make test`.
SWIFT ?= swift
SAMPLE := sample-data
REPORT_DIR := report

.PHONY: deps build release test report bench fuzz clean

deps:
	@scripts/ensure-system-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product nutristats

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

clean:
	rm -rf .build .build-fuzz $(REPORT_DIR)
