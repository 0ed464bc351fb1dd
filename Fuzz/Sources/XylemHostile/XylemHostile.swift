// `XylemHostile seeds DIR` writes the fuzzer's seed documents; `XylemHostile list` names the
// hostile cases; `XylemHostile case NAME` reads one full-size hostile document (one per process,
// so that /usr/bin/time measures it alone) and prints the outcome; `XylemHostile write NAME FILE`
// writes one to a file for the command-line tool. Used by Scripts/fuzz.sh and Scripts/hostile.sh.

import FuzzModels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct XylemHostile {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch (arguments.first, arguments.count) {
        case ("seeds", 2):
            for (name, bytes) in SeedCorpus.documents() {
                write(bytes, to: arguments[1] + "/" + name)
            }
        case ("list", 1):
            for hostile in HostileCase.all { print("\(hostile.name)\t\(hostile.summary)") }
        case ("case", 2):
            guard let hostile = HostileCase.all.first(where: { $0.name == arguments[1] }) else {
                fail("no case \(arguments[1])")
            }
            let (outcome, matched) = hostile.run()
            print("\(hostile.name): \(outcome)")
            print("expected: \(hostile.expected) — \(matched ? "as expected" : "UNEXPECTED")")
            exit(matched ? 0 : 3)
        case ("write", 3):
            guard let hostile = HostileCase.all.first(where: { $0.name == arguments[1] }) else {
                fail("no case \(arguments[1])")
            }
            guard let file = fopen(arguments[2], "wb") else { fail("cannot write \(arguments[2])") }
            for piece in hostile.pieces() { _ = piece.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } }
            fclose(file)
        default:
            fail("usage: XylemHostile seeds DIR | list | case NAME | write NAME FILE")
        }
    }

    static func write(_ bytes: [UInt8], to path: String) {
        guard let file = fopen(path, "wb") else { fail("cannot write \(path)") }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
    }

    static func fail(_ message: String) -> Never {
        let line = Array("XylemHostile: \(message)\n".utf8)
        _ = line.withUnsafeBytes { systemWrite(2, $0.baseAddress, $0.count) }
        exit(2)
    }
}

/// POSIX `write`, named apart from `XylemHostile.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
