#!/usr/bin/env bash
# Compiles each file of Tests/CompileFailures against the built Xylem module (to SIL, where the
# compiler checks lifetimes) and checks that it is refused with the words its first line expects
# (`// expect-error: WORDS`), and that the files of Tests/CompileFailures/Control, which do the
# same things the right way, compile with the same flags. These are the API's guarantees that only
# the compiler can give, such as an `XMLText` never outliving the call it is lent to. Last, with
# the package trait `DeprecatedComponentNames` off (a build of the core of its own), the files of
# Tests/CompileFailures/WithoutDeprecatedNames show that a module's own `Text` or `Value` can be
# imported beside Xylem.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target Xylem >/dev/null
flags=(-emit-sil -o /dev/null -swift-version 6 -I "$(swift build --show-bin-path)/Modules" -I Sources/CExpat)
for include in $(pkg-config --cflags-only-I expat); do flags+=(-Xcc "$include"); done
status=0
# must_compile FILE WHAT FLAGS…: compiles FILE with FLAGS; a failure is reported and counted.
must_compile() {
    local file=$1 what=$2 output
    shift 2
    if output=$(swiftc "$@" "$file" 2>&1); then
        echo "$file: compiles$what, as it must"
    else
        echo "$file: does not compile$what, but must:"
        echo "$output"
        status=1
    fi
}
for file in Tests/CompileFailures/Control/*.swift; do
    must_compile "$file" "" "${flags[@]}"
done
for file in Tests/CompileFailures/*.swift; do
    expected=$(head -1 "$file" | sed -n 's|^// expect-error: ||p')
    if [ -z "$expected" ]; then
        echo "$file: no '// expect-error:' first line"
        status=1
    elif output=$(swiftc "${flags[@]}" "$file" 2>&1); then
        echo "$file: compiled, but must not"
        status=1
    elif ! grep "error:" <<<"$output" | grep -qF "$expected"; then
        echo "$file: refused, but not with \"$expected\":"
        echo "$output"
        status=1
    else
        echo "$file: refused, as it must be"
    fi
done

# The core without the former component names, in a build directory of its own.
if ! output=$(swift build --target Xylem --disable-default-traits --scratch-path .build-notraits 2>&1); then
    echo "the core does not build without the trait DeprecatedComponentNames:"
    echo "$output"
    exit 1
fi
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
swiftc -emit-module -parse-as-library -module-name OtherModule -emit-module-path "$probe/OtherModule.swiftmodule" \
    -o /dev/null Tests/CompileFailures/WithoutDeprecatedNames/OtherModule.swift
plain=(-emit-sil -o /dev/null -swift-version 6 -I "$probe" -I .build-notraits/debug/Modules -I Sources/CExpat)
for include in $(pkg-config --cflags-only-I expat); do plain+=(-Xcc "$include"); done
must_compile Tests/CompileFailures/WithoutDeprecatedNames/ImportsBoth.swift " without the former names" "${plain[@]}"
exit $status
