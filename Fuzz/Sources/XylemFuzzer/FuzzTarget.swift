// The libFuzzer target: every input is read by FuzzOracle, which traps on a crash-class problem
// (a non-Xylem error, a multi-line message, a result that depends on chunking). Built with
// -sanitize=fuzzer,address by Scripts/fuzz.sh; `main` hands control to libFuzzer's driver, which
// takes libFuzzer's usual arguments (corpus folders, -max_total_time=…, a crash file to replay).

import FuzzModels

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

@main
struct XylemFuzzer {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        let status = runFuzzerDriver(&argc, &argv) { data, size in
            let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
            FuzzOracle.run(bytes)
            return 0
        }
        exit(status)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
