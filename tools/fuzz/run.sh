#!/usr/bin/env bash
# Builds the libFuzzer harness of one C bridge with AddressSanitizer and UndefinedBehavior-
# Sanitizer, then fuzzes it for SECONDS, starting from the seed files in SEED_DIR... (the
# mutated-file corpus `make fuzz` writes, the bundled pages). Exit status non-zero, with the
# sanitizer's report and the crashing input saved under .build/fuzz/BRIDGE/, when anything is
# found.
#
# usage: tools/fuzz/run.sh BRIDGE SECONDS [SEED_DIR...]
#
# One harness per bridge: tools/fuzz/BRIDGE.c plus a case below naming the bridge's C sources
# and libraries (png: Sources/PNGBridge, jpeg: Sources/JPEGBridge, pdf: Sources/PDFBridge, svg:
# Sources/SVGBridge; the last two with Sources/CairoCanvas).
set -euo pipefail
cd "$(dirname "$0")/../.."
bridge=$1; seconds=$2; shift 2

case "$bridge" in
  png)
    sources=(Sources/PNGBridge/*.c)
    includes=(-ISources/PNGBridge/include -ISources/PNGBridge)
    read -r -a libs <<< "$(pkg-config --cflags --libs libpng) -ldeflate"
    ;;
  jpeg)
    sources=(Sources/JPEGBridge/*.c)
    includes=(-ISources/JPEGBridge/include)
    libs=(-ljpeg)
    ;;
  pdf)
    sources=(Sources/PDFBridge/*.c Sources/CairoCanvas/*.c)
    includes=(-ISources/PDFBridge/include -ISources/CairoCanvas/include)
    read -r -a libs <<< "$(pkg-config --cflags --libs poppler-glib cairo)"
    ;;
  svg)
    sources=(Sources/SVGBridge/*.c Sources/CairoCanvas/*.c)
    includes=(-ISources/SVGBridge/include -ISources/CairoCanvas/include)
    read -r -a libs <<< "$(pkg-config --cflags --libs librsvg-2.0 libxml-2.0 cairo)"
    ;;
  *) echo "tools/fuzz/run.sh: no harness for bridge '$bridge'" >&2; exit 2 ;;
esac

out=.build/fuzz/$bridge
mkdir -p "$out/corpus" "$out/artifacts"
CC=${CC:-clang}
# -O1 -g: readable reports at a useful speed; UB is fatal too (no recovery).
"$CC" -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
  "${includes[@]}" "tools/fuzz/$bridge.c" "${sources[@]}" "${libs[@]}" -o "$out/fuzz-$bridge"

# New inputs libFuzzer finds go to $out/corpus (kept between runs); the seed folders are read.
seeds=()
for d in "$@"; do [ -d "$d" ] && seeds+=("$d"); done
echo "fuzz $bridge: ${seconds} s under ASan+UBSan, seeds: ${seeds[*]:-none}"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
  LSAN_OPTIONS=suppressions=tools/fuzz/lsan-suppressions.txt:print_suppressions=0 \
  "$out/fuzz-$bridge" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$out/artifacts/" "$out/corpus" "${seeds[@]}"
