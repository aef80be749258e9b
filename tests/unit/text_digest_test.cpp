// The shared digests against the published test vectors (RFC 1321, FIPS
// 180-4's examples, zlib's CRC-32 and Adler-32 check values).
#include <gtest/gtest.h>

#include <string>

#include "reddragon/text/digest.hpp"

namespace rt = reddragon::text;

namespace {
std::string hexdigest(const char* algo, std::string_view data) { return rt::hex(rt::digest(algo, data)); }
}  // namespace

TEST(Digest, Md5Vectors) {
  EXPECT_EQ(hexdigest("md5", ""), "d41d8cd98f00b204e9800998ecf8427e");
  EXPECT_EQ(hexdigest("md5", "abc"), "900150983cd24fb0d6963f7d28e17f72");
  EXPECT_EQ(hexdigest("md5", "12345678901234567890123456789012345678901234567890123456789012345678901234567890"),
            "57edf4a22be3c955ac49da2e2107b67a");
}

TEST(Digest, ShaVectors) {
  EXPECT_EQ(hexdigest("sha1", "abc"), "a9993e364706816aba3e25717850c26c9cd0d89d");
  EXPECT_EQ(hexdigest("sha224", "abc"), "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7");
  EXPECT_EQ(hexdigest("sha256", "abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // two blocks: the padding spills into a second block
  EXPECT_EQ(hexdigest("sha256", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(hexdigest("sha384", "abc"),
            "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7");
  EXPECT_EQ(hexdigest("sha512", "abc"),
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd"
            "454d4423643ce80e2a9ac94fa54ca49f");
  EXPECT_EQ(hexdigest("sha256", std::string(1000, 'a')).substr(0, 16), "41edece42d63e8d9");
  EXPECT_EQ(rt::digest("sha3_256", "abc"), "");
  EXPECT_EQ(rt::digest_size("sha384"), 48u);
  EXPECT_EQ(rt::digest_block_size("sha512"), 128u);
}

TEST(Digest, Checksums) {
  EXPECT_EQ(rt::crc32("123456789"), 0xcbf43926u);
  EXPECT_EQ(rt::crc32("6789", rt::crc32("12345")), 0xcbf43926u);  // continues like zlib.crc32(data, crc)
  EXPECT_EQ(rt::crc32("123456789", 0, 0x82f63b78u), 0xe3069283u);  // Castagnoli
  EXPECT_EQ(rt::adler32("Wikipedia"), 0x11E60398u);
  EXPECT_EQ(rt::adler32("pedia", rt::adler32("Wiki")), 0x11E60398u);
  EXPECT_EQ(rt::crc32(""), 0u);
  EXPECT_EQ(rt::adler32(""), 1u);
}
