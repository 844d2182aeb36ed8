# termcolor: the two commands a new user needs are `make run` and `make test`.
SWIFT      ?= swift
export SWIFT_BACKTRACE ?= interactive=no
BIN_DEBUG   = .build/debug/termcolor
BIN_RELEASE = .build/release/termcolor
PAGE       ?= pages/scene.png
BENCH_DIR  ?= bench-pages
BENCH_SIZES ?= 1024 2048 4096
# xterm, Xvfb and xdotool: the end-to-end test with a real pointer and pixel mouse reports.
# kitty draws with OpenGL: under Xvfb Mesa's software renderer (libgl1-mesa-dri), which Debian's
# kitty package does not pull in, nor a font (fonts-dejavu-core). libchafa and libsixel: the
# sixel reference `make pixel-reference` builds for `termcolor bench PAGE --only pixels`.
APT_PACKAGES = libncurses-dev libpng-dev libdeflate-dev libjpeg62-turbo-dev libwebp-dev libgif-dev tmux pkg-config man-db xterm xvfb xdotool imagemagick mlterm ncurses-term zsh fish libpoppler-glib-dev librsvg2-dev libcairo2-dev libxml2-dev poppler-utils kitty libgl1 libgl1-mesa-dri fonts-dejavu-core libchafa-dev libsixel-dev
# The references `make bench` measures against (a Debian python refuses plain pip: PEP 668).
BENCH_PIP   = opencv-python-headless pillow numpy scipy pyte

.PHONY: deps build release run test bench pixel-reference pages fuzz clean install uninstall readme-picture

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

# The Swift runtime and Foundation linked into the binary (the toolchain's static libraries):
# no two dozen shared libraries to load and relocate at every start (about 6 ms of CPU, 20-30 ms
# at start-up on a busy machine) and 6 MB less resident memory; the binary needs no Swift
# installed where it runs.
RELEASE_FLAGS ?= --static-swift-stdlib
release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)

# libchafa and libsixel encoding a frame into sixel in process, timed as our encoder is (palette
# and encode, no process start, no decode): `termcolor bench PAGE --only pixels` runs it from
# .build/ when it is there and prints its figures beside ours.
PIXEL_REFERENCE = .build/pixel-reference
pixel-reference: $(PIXEL_REFERENCE)
$(PIXEL_REFERENCE): tools/pixel-reference/pixel-reference.c | deps
	@mkdir -p $(@D)
	$(CC) -O2 -Wall -Wextra $< $$(pkg-config --cflags --libs chafa libsixel libpng) -o $@

# Colour the default bundled page (the coloured PNG is saved in the current folder on quit).
run: release
	$(BIN_RELEASE) $(PAGE)

# The modules under test are built optimized (Package.swift, TERMCOLOR_OPTIMIZE_LIBRARIES): the
# renderer, photo and stroke suites do real image work that takes minutes at -Onone. Testing
# stays enabled (@testable); the test targets themselves are not optimized.
TEST_ENV = TERMCOLOR_OPTIMIZE_LIBRARIES=1
# The Swift tests run as three processes side by side, not one `swift test`: Swift Testing runs
# at most one test per core at a time, and the end-to-end and command tests spend most of theirs
# waiting on tmux, a terminal or a child termcolor, so one process left the 2 cores half idle
# (82 s against 61 s). The parts: the end-to-end suites, the other TermColor tests, the rest;
# together every test exactly once. Every terminal under Xvfb is in the first part: its display
# numbers are chosen per process. (`~` stands for a space inside one part's arguments.)
TEST_BINARY = .build/debug/termcolorPackageTests.xctest
TEST_END_TO_END = TermColorTests\.\w*(EndToEnd|Robustness|FatalSignal|StackOverflow)
TEST_PARTS = --filter~'$(TEST_END_TO_END)' --filter~'TermColorTests\.'~--skip~'$(TEST_END_TO_END)' --skip~'TermColorTests\.'
test: deps
	$(TEST_ENV) $(SWIFT) build --build-tests
	@# A few seconds of the sanitizer fuzzing below, from the bundled pages (the harnesses build
	@# and run), beside the Swift tests: those spend much of their time waiting on tmux.
	@# The failures are repeated at the end, where a CI log that keeps only its tail shows them.
	@rm -f .build/fuzz-smoke.failed .build/test-[0-9].log; \
	( for b in $(FUZZ_BRIDGES); do tools/fuzz/run.sh $$b 3 tools/fuzz/seeds/$$b pages $(FUZZ_SHARED_SEEDS) >/dev/null \
	    2>.build/fuzz-smoke-$$b.log || echo $$b >> .build/fuzz-smoke.failed; done ) & smoke=$$!; \
	set -f; rc=0; pids=""; n=0; for part in $(TEST_PARTS); do n=$$((n + 1)); \
	  $(TEST_BINARY) --testing-library swift-testing $$(printf '%s' "$$part" | tr '~' ' ') > .build/test-$$n.log 2>&1 & pids="$$pids $$!"; done; \
	set +f; for p in $$pids; do wait $$p || rc=1; done; \
	cat .build/test-[0-9].log > .build/test.log; cat .build/test.log; grep -a 'Test run with' .build/test.log; \
	wait $$smoke; \
	if [ "$$rc" != 0 ]; then echo "failed tests:"; grep -a '✘' .build/test.log | grep -av 'Test run with' | tail -15; fi; \
	if [ -f .build/fuzz-smoke.failed ]; then for b in $$(cat .build/fuzz-smoke.failed); do \
	  echo "fuzz smoke failed: $$b"; tail -40 .build/fuzz-smoke-$$b.log; done; [ "$$rc" != 0 ] || rc=1; fi; \
	exit $$rc

# Long fuzz runs: every fuzz test (input decoder, session, PNG and JPEG decoders, journal, app) for
# FUZZ_SECONDS each (after its fixed cases) instead of the ~2 s they get in `make test`;
# FUZZ_SEED picks other cases. Then each C bridge in FUZZ_BRIDGES is fuzzed for FUZZ_SECONDS
# under AddressSanitizer and UBSan (libFuzzer, tools/fuzz/run.sh), starting from the mutated
# files the fuzz tests wrote to FUZZ_CORPUS/BRIDGE and the bundled pages.
FUZZ_SECONDS ?= 60
FUZZ_SEED ?= 32343
FUZZ_BRIDGES ?= png jpeg pdf svg
FUZZ_CORPUS ?= .build/fuzz/seeds
# The shared JPEG and book test files, when ../shared is there (run.sh skips folders that are
# not); tools/fuzz/seeds/BRIDGE holds a bridge's own seeds (a small PDF, an SVG).
FUZZ_SHARED_SEEDS ?= ../shared/testdata/jpeg ../shared/testdata/books
fuzz: deps
	$(TEST_ENV) $(SWIFT) build --build-tests
	rm -rf $(FUZZ_CORPUS)
	TERMCOLOR_FUZZ_SECONDS=$(FUZZ_SECONDS) TERMCOLOR_FUZZ_SEED=$(FUZZ_SEED) TERMCOLOR_FUZZ_CORPUS=$(FUZZ_CORPUS) \
	  $(TEST_ENV) $(SWIFT) test --skip-build --filter 'Fuzz|mutatedJournals'
	for b in $(FUZZ_BRIDGES); do tools/fuzz/run.sh $$b $(FUZZ_SECONDS) $(FUZZ_CORPUS)/$$b tools/fuzz/seeds/$$b pages $(FUZZ_SHARED_SEEDS) || exit 1; done

# Remakes the bundled pages in pages/ with our own generator.
pages: build
	.build/debug/make-pages pages

clean:
	rm -rf .build

# Benchmarks: our release build and the shared references (OpenCV, Pillow, chafa) on the same
# pages, in the same run; then start-up and memory of the interactive program in tmux on the
# 4096 pages and a real page scaled to 4000x2250. BENCH_BASELINE=path/to/other/termcolor adds a
# before/after table. Generated pages go to $(BENCH_DIR) (not committed).
bench: release pixel-reference
	@python3 -c "import cv2, PIL, scipy, numpy, pyte" 2>/dev/null || python3 -m pip install -q $(BENCH_PIP) \
	  || python3 -m pip install -q --break-system-packages $(BENCH_PIP)
	@command -v chafa >/dev/null || { SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq chafa >/dev/null; }
	python3 ../shared/tools/make_bench_pages.py $(BENCH_DIR) $(BENCH_SIZES)
	python3 tools/bench/make_photo_jpegs.py ../shared/testdata $(BENCH_DIR)
	EXTRA_PAGES="$$(python3 tools/bench/real_page.py ../shared/testdata/pages $(BENCH_DIR)/real)" \
	  python3 tools/bench/compare.py $(BIN_RELEASE) ../shared/tools $(BENCH_DIR)/*.png $(BENCH_DIR)/*.jpg
	@# The fidelity table (issue 10): every shared test page and bundled page, ours in each glyph
	@# mode against chafa's half blocks and block symbols, scored by ../shared/tools/screen_fidelity.py.
	python3 tools/bench/fidelity.py $(BIN_RELEASE) ../shared/tools --json fidelity-results.json \
	  $(wildcard ../shared/testdata/pages/*.png) pages/*.png

# Install like any command: the binary, the bundled pages (found relative to the binary, in
# ../share/termcolor/pages), the man page termcolor(1) and bash, zsh and fish completions
# (written by the binary itself, from its argument parser). DESTDIR stages a package.
# INSTALL_BIN installs another build (the tests install the debug build this way, no rebuild).
PREFIX     ?= /usr/local
DESTDIR    ?=
INSTALL_BIN ?= $(BIN_RELEASE)
BINDIR      = $(DESTDIR)$(PREFIX)/bin
PAGESDIR    = $(DESTDIR)$(PREFIX)/share/termcolor/pages
MAN1DIR     = $(DESTDIR)$(PREFIX)/share/man/man1
BASHCOMPDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHCOMPDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
INSTALLED   = $(BINDIR)/termcolor $(MAN1DIR)/termcolor.1 $(BASHCOMPDIR)/termcolor $(ZSHCOMPDIR)/_termcolor \
              $(FISHCOMPDIR)/termcolor.fish $(addprefix $(PAGESDIR)/,$(notdir $(wildcard pages/*.png)))

install: $(if $(filter $(BIN_RELEASE),$(INSTALL_BIN)),release)
	install -d $(BINDIR) $(PAGESDIR) $(MAN1DIR) $(BASHCOMPDIR) $(ZSHCOMPDIR) $(FISHCOMPDIR)
	install -m 755 $(INSTALL_BIN) $(BINDIR)/termcolor
	install -m 644 pages/*.png $(PAGESDIR)/
	install -m 644 doc/termcolor.1 $(MAN1DIR)/termcolor.1
	$(INSTALL_BIN) --generate-completion-script bash > $(BASHCOMPDIR)/termcolor
	$(INSTALL_BIN) --generate-completion-script zsh > $(ZSHCOMPDIR)/_termcolor
	$(INSTALL_BIN) --generate-completion-script fish > $(FISHCOMPDIR)/termcolor.fish
	@echo "installed $(PREFIX)/bin/termcolor$(if $(DESTDIR), under $(DESTDIR))"; \
	case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "note: $(PREFIX)/bin is not on your PATH; run $(PREFIX)/bin/termcolor, or add it to PATH";; esac

# Removes exactly what install put there (and the pages folder when it is left empty).
uninstall:
	rm -f $(INSTALLED)
	-rmdir $(PAGESDIR) $(DESTDIR)$(PREFIX)/share/termcolor 2>/dev/null

# The README's picture: the screen termcolor shows at 100x32 for the bundled scene, part-coloured
# by the committed stroke log (termcolor snapshot, spec/cli.md).
readme-picture: build
	$(BIN_DEBUG) snapshot pages/scene.png --log doc/readme.strokes.json --size 100x32 --glyphs half --colors 256 -o doc/readme.png
