// `xylem-bench-foundation CONTENDER FILE [--checksum] [--repeat N]`: one measured run of one of
// Foundation's readers (`xmlparser`, `xmldocument`) or its serializer (`write-xmldocument`),
// started by `xylem bench` as it starts `xylem bench-one` for the others, printing one JSON line
// with time, entries, checksum and peak memory. Foundation's XML lives in this program alone, so that `xylem` loads none of it.

import XylemBenchKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
exit(
    BenchmarkChild.main(
        arguments: arguments, contenders: BenchmarkContender.foundation + BenchmarkContender.foundationWrites))
