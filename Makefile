# termcolor: the two commands a new user needs are `make run` and `make test`.
SWIFT      ?= swift
export SWIFT_BACKTRACE ?= interactive=no
BIN_DEBUG   = .build/debug/termcolor
BIN_RELEASE = .build/release/termcolor
PAGE       ?= pages/scene.png
BENCH_DIR  ?= bench-pages
BENCH_SIZES ?= 1024 2048 4096
APT_PACKAGES = libncurses-dev libpng-dev tmux pkg-config
# The references `make bench` measures against (a Debian python refuses plain pip: PEP 668).
BENCH_PIP   = opencv-python-headless pillow numpy scipy

.PHONY: deps build release run test bench pages fuzz clean

# Installs the Debian packages that are missing (root or sudo), nothing when all are there.
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Colour the default bundled page (the coloured PNG is saved in the current folder on quit).
run: release
	$(BIN_RELEASE) $(PAGE)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@# A few seconds of the sanitizer fuzzing below, from the bundled pages: the harnesses build and run.
	for b in $(FUZZ_BRIDGES); do tools/fuzz/run.sh $$b 3 pages >/dev/null 2>.build/fuzz-smoke-$$b.log \
	  || { tail -40 .build/fuzz-smoke-$$b.log; exit 1; }; done

# Long fuzz runs: every fuzz test (input decoder, session, PNG decoder, journal, app) for
# FUZZ_SECONDS each (after its fixed cases) instead of the ~2 s they get in `make test`;
# FUZZ_SEED picks other cases. Then each C bridge in FUZZ_BRIDGES is fuzzed for FUZZ_SECONDS
# under AddressSanitizer and UBSan (libFuzzer, tools/fuzz/run.sh), starting from the mutated
# files the fuzz tests wrote to FUZZ_CORPUS/BRIDGE and the bundled pages. A JPEG bridge joins
# by adding `jpeg` here, tools/fuzz/jpeg.c and its case in tools/fuzz/run.sh.
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= 32343
FUZZ_BRIDGES ?= png
FUZZ_CORPUS ?= .build/fuzz/seeds
fuzz: deps
	$(SWIFT) build --build-tests
	rm -rf $(FUZZ_CORPUS)
	TERMCOLOR_FUZZ_SECONDS=$(FUZZ_SECONDS) TERMCOLOR_FUZZ_SEED=$(FUZZ_SEED) TERMCOLOR_FUZZ_CORPUS=$(FUZZ_CORPUS) \
	  $(SWIFT) test --skip-build --filter 'Fuzz|mutatedJournals'
	for b in $(FUZZ_BRIDGES); do tools/fuzz/run.sh $$b $(FUZZ_SECONDS) $(FUZZ_CORPUS)/$$b pages || exit 1; done

# Remakes the bundled pages in pages/ with our own generator.
pages: build
	.build/debug/make-pages pages

clean:
	rm -rf .build

# Benchmarks: our release build and the shared references (OpenCV, Pillow) on the same pages,
# in the same run. Generated pages go to $(BENCH_DIR) (not committed).
bench: release
	@python3 -c "import cv2, PIL, scipy, numpy" 2>/dev/null || python3 -m pip install -q $(BENCH_PIP) \
	  || python3 -m pip install -q --break-system-packages $(BENCH_PIP)
	@command -v chafa >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chafa >/dev/null; }
	python3 ../shared/tools/make_bench_pages.py $(BENCH_DIR) $(BENCH_SIZES)
	python3 tools/bench/compare.py $(BIN_RELEASE) ../shared/tools $(BENCH_DIR)/*.png
