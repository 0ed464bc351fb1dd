# Sourced by the measuring scripts: stops when a tool they need is missing, builds the release
# `xylem` (setting $xylem), and makes a scratch folder removed on exit (setting $work).

# require SCRIPT TOOL [HINT]: exits with a message naming the script when TOOL is not installed.
require() {
    command -v "$2" >/dev/null || { echo "$1: $2 is missing${3:+ ($3)}" >&2; exit 1; }
}

# Builds the command-line tool in release mode and points $xylem at it.
build_xylem() {
    swift build -c release --product xylem >/dev/null
    xylem="$(swift build -c release --show-bin-path)/xylem"
}

# Makes $work, a temporary folder deleted when the script exits.
make_work() {
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
}

# Points $xylem at a copy of the release tool without debug information, for valgrind: the
# toolchain writes DWARF 5, which valgrind 3.19 (Debian 12) cannot read ("Possibly corrupted
# debuginfo file"), and function names come from the symbol table anyway. Needs $work.
strip_xylem_for_valgrind() {
    strip -g -o "$work/xylem" "$xylem"
    xylem="$work/xylem"
}
