// The parent's side of a benchmark run: a child is asked for one measurement on its command line,
// started without Foundation's `Process`, and its one JSON line read back; a child that fails,
// dies or cannot start is reported as such, never as a measurement.

import Testing

@testable import XylemBenchKit

@Suite("Child processes of a benchmark")
struct ChildProcessTests {
    @Test("a request survives the trip through a command line")
    func requestArguments() throws {
        let requests = [
            BenchmarkChild.Request(key: "xylem", path: "/tmp/feed.xml"),
            BenchmarkChild.Request(key: "raw-expat", path: "feed.xml", consumer: .checksum),
            BenchmarkChild.Request(key: "xmlparser", path: "a b.xml", consumer: .count, repeats: 2000),
        ]
        for request in requests {
            #expect(try BenchmarkChild.Request(arguments: request.arguments) == request)
        }
        #expect(requests[2].arguments == ["xmlparser", "a b.xml", "--repeat", "2000"])
    }

    @Test(
        "a malformed request is refused",
        arguments: [
            ["xylem"], ["--checksum", "feed.xml"], ["xylem", "feed.xml", "--repeat", "0"], ["xylem", "f", "-x"],
        ])
    func malformedRequest(_ arguments: [String]) {
        #expect(throws: BenchmarkError.self) { try BenchmarkChild.Request(arguments: arguments) }
    }

    @Test("the child's last JSON line is its measurement; what it prints before is passed over")
    func measurementLine() throws {
        let line = #"{"checksum":null,"contender":"xylem","entries":7,"peakResidentBytes":1024,"seconds":0.25}"#
        let measurement = try BenchmarkChild.spawn(["/bin/sh", "-c", "echo starting; echo '\(line)'"])
        #expect(measurement.contender == "xylem")
        #expect(measurement.entries == 7)
        #expect(measurement.seconds == 0.25)
        #expect(measurement.peakResidentBytes == 1024)
    }

    @Test("a child that exits or dies without a result is an error that says how it ended")
    func childWithoutResult() {
        let exited = #expect(throws: BenchmarkError.self) {
            try BenchmarkChild.spawn(["/bin/sh", "-c", "echo no result; exit 3"])
        }
        #expect(exited?.description.contains("exited with status 3") == true)
        let killed = #expect(throws: BenchmarkError.self) {
            try BenchmarkChild.spawn(["/bin/sh", "-c", "kill -9 $$"])
        }
        #expect(killed?.description.contains("killed by signal 9") == true)
        let missing = #expect(throws: BenchmarkError.self) {
            try BenchmarkChild.spawn(["/nonexistent/xylem-child", "xylem", "feed.xml"])
        }
        #expect(missing?.description.contains("/nonexistent/xylem-child") == true)
    }

    @Test("a child's output larger than a pipe's buffer is read whole")
    func largeOutput() throws {
        // 200,000 bytes before the result: a parent that waited before reading would hang.
        let line = #"{"contender":"x","entries":1,"peakResidentBytes":0,"seconds":1}"#
        let script = "yes a | head -c 200000; echo; echo '\(line)'"
        #expect(try BenchmarkChild.spawn(["/bin/sh", "-c", script]).entries == 1)
    }
}
