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
  EXPECT_EQ(rt::digest("whirlpool", "abc"), "");
  EXPECT_EQ(rt::digest_size("sha384"), 48u);
  EXPECT_EQ(rt::digest_block_size("sha512"), 128u);
}

TEST(Digest, Sha3Vectors) {
  EXPECT_EQ(hexdigest("sha3_256", ""), "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a");
  EXPECT_EQ(hexdigest("sha3_256", "abc"), "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
  EXPECT_EQ(hexdigest("sha3_224", "abc"), "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf");
  EXPECT_EQ(hexdigest("sha3_512", "abc"),
            "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0");
  // a message longer than SHA3-512's 72-byte rate: two absorbed blocks
  EXPECT_EQ(hexdigest("sha3_256", std::string(200, 'a')).substr(0, 16), "cce34485baf2bf2a");
  EXPECT_EQ(rt::hex(rt::shake(128, "", 32)), "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26");
  EXPECT_EQ(rt::hex(rt::shake(256, "", 8)), "46b9dd2b0ba88d13");
  EXPECT_EQ(rt::hex(rt::shake(128, "abc", 300)).substr(592), "7f4086be");  // squeezes past one rate
  EXPECT_EQ(rt::digest_block_size("sha3_256"), 136u);
}

TEST(Digest, Blake2Vectors) {
  EXPECT_EQ(hexdigest("blake2b", "abc").substr(0, 32), "ba80a53f981c4d0d6a2797b69f12f6e9");  // RFC 7693 appendix A
  EXPECT_EQ(hexdigest("blake2s", "abc").substr(0, 32), "508c5e8c327c14e2e1a72ba34eeb452f");  // appendix B
  EXPECT_EQ(hexdigest("blake2b", "").substr(0, 16), "786a02f742015903");
  EXPECT_EQ(hexdigest("blake2b", std::string(128, 'a')).substr(0, 16), "fc6c71f688f43ea7");  // exactly one block
  // keyed, salted, personalised, truncated (CPython's hashlib agrees)
  EXPECT_EQ(rt::hex(rt::blake2(true, std::string(300, 'x'), 20, "secret", "salty", "me")),
            "3146308b1d87604e726b071df72e58567a663d4f");
  EXPECT_EQ(rt::hex(rt::blake2(false, std::string(100, 'x'), 16, std::string(32, 'k'))), "144ec676a9bc72891951d996a5f4e307");
  EXPECT_EQ(rt::hex(rt::blake2(false, "", 32, "k")).substr(0, 16), "e4db13614567e4ed");
  EXPECT_EQ(rt::blake2(false, "x", 33), "");  // BLAKE2s digests are at most 32 bytes
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
