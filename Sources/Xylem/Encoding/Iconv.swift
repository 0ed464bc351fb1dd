// One iconv conversion: the system's character-set converter, which knows far more encodings than
// expat (on glibc every name `iconv -l` lists). Used to classify encodings, to transcode
// multi-byte ones to UTF-8, and to map byte offsets back.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open iconv descriptor, closed when released. Not for use by two threads at once.
final class Iconv {
    /// Why a conversion call returned.
    enum Stop {
        /// All input was converted.
        case complete
        /// The output buffer is full; call again with more room.
        case outputFull
        /// The input ends inside a character; the rest needs more bytes.
        case incomplete
        /// The bytes at the stopping point are not a character in the source encoding.
        case invalid
    }

    private let descriptor: iconv_t

    /// Opens a conversion, or returns nil when iconv does not know one of the names.
    init?(from source: String, to target: String) {
        let descriptor = iconv_open(target, source)
        guard let descriptor, Int(bitPattern: descriptor) != -1 else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        iconv_close(descriptor)
    }

    /// Converts from `input` into `output`; returns how many bytes of each were used and why it
    /// stopped.
    func convert(
        _ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
    ) -> (consumed: Int, produced: Int, stop: Stop) {
        guard let outputBase = output.baseAddress, output.count > 0 else {
            return (0, 0, input.isEmpty ? .complete : .outputFull)
        }
        guard let inputBase = input.baseAddress, !input.isEmpty else { return (0, 0, .complete) }
        var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(
            mutating: inputBase.assumingMemoryBound(to: CChar.self))
        var inLeft = input.count
        var outPointer: UnsafeMutablePointer<CChar>? = outputBase.assumingMemoryBound(to: CChar.self)
        var outLeft = output.count
        let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
        let code = errno
        let used = (input.count - inLeft, output.count - outLeft)
        guard result == -1 else { return (used.0, used.1, .complete) }
        switch code {
        case E2BIG: return (used.0, used.1, .outputFull)
        case EINVAL: return (used.0, used.1, .incomplete)
        default: return (used.0, used.1, .invalid)
        }
    }

    /// Writes what a stateful encoding needs to return to its initial state; returns the bytes
    /// written, or nil when `output` is too small.
    func finish(into output: UnsafeMutableRawBufferPointer) -> Int? {
        guard let outputBase = output.baseAddress else { return 0 }
        var outPointer: UnsafeMutablePointer<CChar>? = outputBase.assumingMemoryBound(to: CChar.self)
        var outLeft = output.count
        let result = iconv(descriptor, nil, nil, &outPointer, &outLeft)
        return result == -1 ? nil : output.count - outLeft
    }

    /// Returns the conversion to its initial state, dropping any partial input.
    func reset() {
        _ = iconv(descriptor, nil, nil, nil, nil)
    }
}
