// Functions that the libraries loaded at run time may or may not have: newer expat entry points
// (reparse deferral) and Swift runtime entry points without a spelling in the standard library
// (adding many references at once). Looked up by name once, in every loaded image.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum DynamicSymbol {
    /// The address of the function `name` in any loaded image, or nil when none has it.
    static func address(of name: String) -> UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        return dlsym(everywhere, name)
    }
}
