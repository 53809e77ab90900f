// `MemoryLayout<T>` of the standard library's types, as buffers and hashing code ask for them.
print(MemoryLayout<Int>.size, MemoryLayout<Int>.stride, MemoryLayout<Int>.alignment)
print(MemoryLayout<Double>.size, MemoryLayout<UInt8>.size, MemoryLayout<Int32>.stride, MemoryLayout<Bool>.size)
print(MemoryLayout<Float>.size, MemoryLayout<Int16>.alignment, MemoryLayout<UInt64>.stride)
let bytes = 4 * MemoryLayout<Float>.stride
print(bytes, MemoryLayout.size(ofValue: 3), MemoryLayout.size(ofValue: 2.5))
