#!/bin/sh
# Each exercise NAME.playground in FOLDER (beside its NAME.solution.playground) graded by `touchtracker test`:
# the starting lesson must fail (exit 3: its checks do not hold yet) and the solution must pass (exit 0).
# Usage: scripts/check-exercises.sh TOUCHTRACKER FOLDER OUTPUT
set -u
bin=$1 folder=$2 out=$3
rm -rf "$out" && mkdir -p "$out" || exit 1
count=0 bad=0
for start in "$folder"/*.playground; do
	case $start in *.solution.playground) continue ;; esac
	name=$(basename "$start" .playground)
	solution="$folder/$name.solution.playground"
	count=$((count + 1))
	if [ ! -f "$solution" ]; then echo "exercises: $name has no $solution"; bad=1; continue; fi
	"$bin" test "$start" --workers 1 --output "$out/$name/start" >"$out/$name.start.log" 2>&1
	code=$?
	if [ $code -ne 3 ]; then echo "exercises: $start should fail its checks (exit 3), got exit $code:"; cat "$out/$name.start.log"; bad=1; fi
	"$bin" test "$solution" --workers 1 --output "$out/$name/solution" >"$out/$name.solution.log" 2>&1
	code=$?
	if [ $code -ne 0 ]; then echo "exercises: $solution should pass its checks (exit 0), got exit $code:"; cat "$out/$name.solution.log"; bad=1; fi
done
if [ $count -lt 5 ]; then echo "exercises: $folder holds $count exercises, at least 5 expected"; bad=1; fi
[ $bad -eq 0 ] && echo "exercises: $count starting lessons fail, their solutions pass"
exit $bad
