// Starting a program with its standard output in a pipe and waiting for it, with posix_spawn:
// Foundation's `Process` is in Foundation's full module, which the tool does not link, and
// exists on macOS and Linux only, as posix_spawn does among the systems the package builds for.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program run to its end: what it wrote on standard output and how it ended.
struct ChildProcess {
    /// Everything the program wrote on its standard output.
    var output: [UInt8]
    /// The exit status, when the program exited.
    var exitStatus: Int32?
    /// The signal that ended the program, when one did.
    var signal: Int32?

    /// Whether child processes can be started on this system.
    static var isAvailable: Bool {
        #if os(Linux) || os(macOS)
        return true
        #else
        return false
        #endif
    }

    /// Runs `command` (the program's path, then its arguments) with the environment and standard
    /// error of this process, reads its standard output to the end and waits for it.
    static func run(_ command: [String]) throws -> ChildProcess {
        #if os(Linux) || os(macOS)
        guard let program = command.first else { throw BenchmarkError("no program to run") }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw BenchmarkError("cannot make a pipe: \(systemError(errno))") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        var pid = pid_t()
        let started = spawn(program, command, &pid, output: writeEnd, closing: readEnd)
        close(writeEnd)
        guard started == 0 else {
            close(readEnd)
            throw BenchmarkError("cannot run \(program): \(systemError(started))")
        }
        let output = readToEnd(readEnd)
        close(readEnd)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw BenchmarkError("cannot wait for \(program): \(systemError(errno))") }
        }
        // The wait status as POSIX lays it out: a signal number in the low seven bits, or zero
        // and the exit status in the next byte.
        let signal = status & 0x7F
        return signal == 0
            ? ChildProcess(output: output, exitStatus: (status >> 8) & 0xFF, signal: nil)
            : ChildProcess(output: output, exitStatus: nil, signal: signal)
        #else
        throw BenchmarkError("child processes cannot be started on this system")
        #endif
    }

    #if os(Linux) || os(macOS)
    /// Starts `program` with `arguments` (the first being its name), its standard output on
    /// `output` and `closing` closed in it; returns posix_spawn's result.
    private static func spawn(
        _ program: String, _ arguments: [String], _ pid: inout pid_t, output: Int32, closing: Int32
    ) -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addclose(&actions, closing)
        if output != 1 { posix_spawn_file_actions_addclose(&actions, output) }
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return posix_spawn(&pid, program, &actions, nil, argv, environment)
    }

    /// Everything readable from `descriptor` until its end (or a read error).
    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                output += block[..<count]
            } else if count == 0 || errno != EINTR {
                return output
            }
        }
    }
    #endif
}

/// The system's message for an `errno` value.
func systemError(_ code: Int32) -> String {
    String(cString: strerror(code))
}

/// Writes `text` to standard error whole, without the C `stderr` global (which strict
/// concurrency rejects) or Foundation's `FileHandle`.
func writeToStandardError(_ text: String) {
    writeWhole(text, to: 2)
}

/// Writes `text` to the file descriptor whole, at once: a child's result must not wait in a
/// buffer that an exit cut short (a sanitizer's report at exit) would lose.
func writeWhole(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
