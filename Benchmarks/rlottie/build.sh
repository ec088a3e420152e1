#!/bin/sh
# Builds rlottie-frame (needs librlottie-dev and libcairo2-dev) into .build/rlottie-frame.
set -e
cd "$(dirname "$0")/../.."
mkdir -p .build
cc -O2 -o .build/rlottie-frame Benchmarks/rlottie/rlottie-frame.c $(pkg-config --cflags --libs rlottie cairo) -lm
