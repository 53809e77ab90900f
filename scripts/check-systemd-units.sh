#!/usr/bin/env bash
# Checks previewd's systemd units without systemd running as PID 1: `systemd-analyze verify` for every unit, and
# for system units also `systemd-analyze security --offline=yes`, which must score 2.0 or lower.
#
# Usage: scripts/check-systemd-units.sh [UNIT_FILE...]
#   (default: the user units in systemd/ and the system units in systemd/system/)
#
# verify exits 0 on unknown keys and unparsable values ("Unknown key name 'WatchdogSecc' ... ignoring"), so a
# unit counts as passed only if verify exits 0 *and* prints nothing to stderr. verify also requires every
# Exec*= binary to exist, so each unit is checked as a temporary copy whose Exec*= lines run /bin/true with
# the original arguments. Units under a folder named `system` are verified in system mode, the others in user
# mode. The last line is always "<passed> passed, <failed> failed"; the exit status is 1 if anything failed.
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
    for unit in "$repository"/systemd/*.service "$repository"/systemd/*.socket \
        "$repository"/systemd/system/*.service "$repository"/systemd/system/*.socket; do
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
# Every unit is copied first, into a folder per manager, so that a socket finds its service (and a service the
# units it names) when it is verified. Exec*= lines keep their prefixes (-@:+!) and arguments; only the
# executable becomes /bin/true.
for unit in "${units[@]}"; do
    [ -f "$unit" ] || continue
    folder="$work/units/user"
    case "$unit" in */system/*) folder="$work/units/system" ;; esac
    mkdir -p "$folder"
    sed -E 's#^(Exec[A-Za-z]*=[-@:+!]*)[^[:space:]]+#\1/bin/true#' "$unit" >"$folder/$(basename "$unit")"
done
for unit in "${units[@]}"; do
    name=$(basename "$unit")
    if [ ! -f "$unit" ]; then
        echo "FAIL $name: no such file: $unit"
        failed=$((failed + 1))
        continue
    fi
    mode=--user
    folder="$work/units/user"
    case "$unit" in */system/*) mode=--system folder="$work/units/system" ;; esac
    copy="$folder/$name"

    (cd "$folder" && systemd-analyze "$mode" verify --man=no "$copy") >"$work/stdout" 2>"$work/stderr"
    status=$?
    if [ "$status" -ne 0 ] || [ -s "$work/stderr" ]; then
        echo "FAIL $name (systemd-analyze verify exit status $status)"
        sed 's/^/    /' "$work/stdout" "$work/stderr"
        failed=$((failed + 1))
        continue
    fi
    if [ "$mode" = --system ] && [ "${name%.service}" != "$name" ]; then
        # The exposure score is 0.0-10.0; --threshold takes it times ten and fails above it.
        systemd-analyze security --offline=yes --threshold=20 "$copy" >"$work/security" 2>&1
        status=$?
        score=$(grep -o 'Overall exposure level for [^:]*: [0-9.]*' "$work/security" | grep -o '[0-9.]*$')
        if [ "$status" -ne 0 ] || [ -z "$score" ]; then
            echo "FAIL $name (systemd-analyze security: exposure ${score:-unknown}, above 2.0)"
            grep -E '^✗' "$work/security" | sed 's/^/    /' | head -20
            failed=$((failed + 1))
            continue
        fi
        echo "PASS $name (verify; security exposure $score)"
    else
        echo "PASS $name"
    fi
    passed=$((passed + 1))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
