#!/usr/bin/env bash
# Checks previewd's systemd units with `systemd-analyze verify`, without systemd running as PID 1.
#
# Usage: scripts/check-systemd-units.sh [UNIT_FILE...]    (default: every unit in systemd/)
#
# verify exits 0 on unknown keys and unparsable values ("Unknown key name 'WatchdogSecc' ... ignoring"), so a
# unit counts as passed only if verify exits 0 *and* prints nothing to stderr. verify also requires every
# Exec*= binary to exist, so each unit is checked as a temporary copy whose Exec*= lines run /bin/true with
# the original arguments. Units are verified in user mode (previewd.service is a user unit).
# The last line is always "<passed> passed, <failed> failed"; the exit status is 1 if anything failed.
set -u

repository=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v systemd-analyze >/dev/null 2>&1; then
    echo "systemd-analyze not found: install it with 'apt-get install -y systemd' (Debian) to check the units" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

if [ "$#" -gt 0 ]; then
    units=("$@")
else
    units=()
    for unit in "$repository"/systemd/*.service "$repository"/systemd/*.socket; do
        [ -e "$unit" ] && units+=("$unit")
    done
fi
if [ "${#units[@]}" -eq 0 ]; then
    echo "no unit files found in $repository/systemd" >&2
    echo "0 passed, 1 failed"
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# `verify --user` needs a runtime directory; CI containers often have none.
mkdir -m 700 "$work/runtime"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$work/runtime}"

passed=0
failed=0
for unit in "${units[@]}"; do
    name=$(basename "$unit")
    if [ ! -f "$unit" ]; then
        echo "FAIL $name: no such file: $unit"
        failed=$((failed + 1))
        continue
    fi
    mkdir -p "$work/units"
    copy="$work/units/$name"
    # Keep the prefixes (-@:+!) and the arguments, swap only the executable.
    sed -E 's#^(Exec[A-Za-z]*=[-@:+!]*)[^[:space:]]+#\1/bin/true#' "$unit" >"$copy"

    (cd "$work/units" && systemd-analyze --user verify --man=no "$copy") >"$work/stdout" 2>"$work/stderr"
    status=$?
    if [ "$status" -eq 0 ] && [ ! -s "$work/stderr" ]; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (systemd-analyze verify exit status $status)"
        sed 's/^/    /' "$work/stdout" "$work/stderr"
        failed=$((failed + 1))
    fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
