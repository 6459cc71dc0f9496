# Tabula build. GNU make; needs python3 (>= 3.11) and node/npm. Run as root on CI (apt-get for chromium).
SHELL := /bin/bash
.DEFAULT_GOAL := build

PYTHON  ?= python3
VENV    := .venv
VPY     := $(VENV)/bin/python
VENDOR  := static/vendor
SVGWRITE_VERSION := 1.4.3
HOST    ?= 127.0.0.1
PORT    ?= 8000

# `make test`: pytest workers (pytest-xdist; "auto": one per CPU). `make test PYTEST_WORKERS=0` runs
# everything in one process, as before.
PYTEST_WORKERS ?= auto
# pytest keeps the test modules it rewrites (for its assert messages) as bytecode in __pycache__
# (git-ignored); with PYTHONDONTWRITEBYTECODE set it rewrites and compiles them all again in every
# worker of every run (about 8 s each here)
unexport PYTHONDONTWRITEBYTECODE

.PHONY: deps vendor build dist play test check bench ladder chromium lint clean

# --- Python dev/test environment -------------------------------------------------------------
deps: $(VENV)/.stamp

$(VENV)/.stamp: pyproject.toml
	test -x $(VPY) || $(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install -q --disable-pip-version-check \
	  $$($(PYTHON) tools/test_requirements.py)
	touch $@

# python-chess, the yardstick of the playout figures (tools/bench_playouts.py); never in the page
$(VENV)/.bench-stamp: $(VENV)/.stamp pyproject.toml
	$(VPY) -m pip install -q --disable-pip-version-check $$($(PYTHON) tools/test_requirements.py bench)
	touch $@

# --- Vendored browser runtime (pinned by package-lock.json) ----------------------------------
node_modules/.stamp: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

$(VENDOR)/.stamp: node_modules/.stamp tools/vendor.sh
	bash tools/vendor.sh $(VENDOR)
	touch $@

$(VENDOR)/wheels/.stamp-$(SVGWRITE_VERSION):
	rm -rf $(VENDOR)/wheels && mkdir -p $(VENDOR)/wheels
	$(PYTHON) -m pip download -q --disable-pip-version-check --only-binary=:all: \
	  --python-version 3.14 --no-deps svgwrite==$(SVGWRITE_VERSION) -d $(VENDOR)/wheels
	touch $@

vendor: $(VENDOR)/.stamp $(VENDOR)/wheels/.stamp-$(SVGWRITE_VERSION)

# --- Our Python, packed for the page -----------------------------------------------------------
# Always runs (cheap, deterministic); rewrites the zip only when its content changed, so the page
# always runs the current tree, including deleted files. Likewise the boards' symbols and styles
# (svg/) and the busy indicator (tools/make_spinner.py).
# Then sw.js (the service worker, static/sw.js with this build's version and file list) at the
# root, so the page served from the repo works offline like a deployed one.
build: vendor
	$(PYTHON) tools/build_zip.py --out $(VENDOR)/tabula.zip --compile
	$(PYTHON) tools/build_svg.py --out $(VENDOR)
	$(PYTHON) tools/make_spinner.py --out $(VENDOR)
	$(PYTHON) tools/dist.py --sw

# One self-contained static folder, dist/ (git-ignored): only what the page loads, plus sw.js.
# Copy it anywhere on any static host, in any folder (every URL in the page is relative).
dist: build
	$(PYTHON) tools/dist.py --out dist

play: build
	$(PYTHON) tools/serve.py --host $(HOST) --port $(PORT)

# --- Checks ------------------------------------------------------------------------------------
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
	  echo "installing Debian chromium for the browser tests"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	fi

lint: deps
	$(VENV)/bin/ruff check py tests tools

# Everything: unit tests, slow tests (long playouts, bot strength) and the browser tests, spread
# over $(PYTEST_WORKERS) workers, handed out one at a time, longest first (tests/conftest.py);
# the 25 slowest tests are listed at the end (the suite is meant to stay well under 10 minutes).
test: deps build chromium lint
	@set +e; $(VPY) -m pytest -n $(PYTEST_WORKERS) --dist load --maxschedchunk 1 --durations=25 tests; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; rc=0; fi; exit $$rc

# The fast tier: ruff and the unit tests (not `slow`, not `browser`), under a minute; property
# tests draw a quarter of their inputs (TABULA_QUICK, tests/fuzzing.py)
check: deps lint
	@set +e; TABULA_QUICK=1 $(VPY) -m pytest -q -n $(PYTEST_WORKERS) -m "not slow and not browser" tests; rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "pytest collected no tests"; rc=0; fi; exit $$rc

bench: deps $(VENV)/.bench-stamp build chromium
	@echo "decoder fuzzing, 10,000 inputs per decoder (each line: a decoder, its inputs and failures):"
	@set -o pipefail; TABULA_FUZZ_EXAMPLES=10000 $(VPY) -m pytest -q -p no:cacheprovider \
	  tests -m fuzz --hypothesis-show-statistics | grep -E "^tests/|passing,|passed|failed"
	PYTHONPATH=py $(VPY) -m tabula bench
	$(VPY) tools/bench_playouts.py
	$(VPY) tools/bench_links.py
	$(VPY) tools/bench_browser.py
	$(VPY) tools/bench_click.py
	$(VPY) tools/bench_frames.py
	$(VPY) tools/bench_pyodide.py

# The computer levels' ladder (tools/ladder.py): hours of CPU (every hard decision a search), so
# not part of bench; finished games go to ladder.jsonl and a stopped run resumes from it.
ladder: deps
	$(VPY) tools/ladder.py

clean:
	rm -rf $(VENDOR) build dist sw.js .pytest_cache .ruff_cache tests/browser/artifacts
