// digest.cpp - MD5 (RFC 1321), SHA-1 and SHA-2 (FIPS 180-4), SHA-3 and SHAKE (FIPS 202), BLAKE2 (RFC 7693), CRC-32 and
// Adler-32 (RFC 1950), written from their specifications.
#include "reddragon/text/digest.hpp"

#include <array>
#include <cstring>

namespace reddragon::text {

namespace {

// --- MD5 (RFC 1321), SHA-1 / SHA-2 (FIPS 180-4) ------------------------------------------
std::uint32_t rotl(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }
std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }
std::uint64_t rotr64(std::uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

/// The message padded to a whole number of blocks, its bit length at the end.
std::string pad(std::string_view m, std::size_t block, std::size_t len_bytes, bool big_endian) {
  std::string p(m);
  p.push_back(static_cast<char>(0x80));
  while (p.size() % block != block - len_bytes) p.push_back(0);
  std::uint64_t bits = static_cast<std::uint64_t>(m.size()) * 8;
  std::string len(len_bytes, '\0');
  for (std::size_t k = 0; k < 8; ++k) {
    char b = static_cast<char>(bits >> (8 * k));
    if (big_endian) len[len_bytes - 1 - k] = b;
    else len[k] = b;
  }
  return p + len;
}
std::uint32_t be32(const std::string& s, std::size_t at) {
  std::uint32_t x = 0;
  for (int k = 0; k < 4; ++k) x = x << 8 | static_cast<unsigned char>(s[at + k]);
  return x;
}
std::uint64_t be64(const std::string& s, std::size_t at) {
  return static_cast<std::uint64_t>(be32(s, at)) << 32 | be32(s, at + 4);
}
void put_be(std::string& out, std::uint64_t x, int bytes) {
  for (int k = bytes - 1; k >= 0; --k) out.push_back(static_cast<char>(x >> (8 * k)));
}

std::string md5(std::string_view m) {
  static const int s[64] = {7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9,  14, 20, 5, 9,
                            14, 20, 5, 9,  14, 20, 5, 9,  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
                            4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};
  static const std::array<std::uint32_t, 64> K = [] {
    std::array<std::uint32_t, 64> k{};
    // K[i] = floor(2^32 * |sin(i + 1)|), the RFC's table
    static const std::uint32_t t[64] = {
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391};
    std::memcpy(k.data(), t, sizeof t);
    return k;
  }();
  std::uint32_t h[4] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
  std::string p = pad(m, 64, 8, false);
  for (std::size_t at = 0; at < p.size(); at += 64) {
    std::uint32_t w[16];
    for (int k = 0; k < 16; ++k) {
      w[k] = 0;
      for (int b = 3; b >= 0; --b) w[k] = w[k] << 8 | static_cast<unsigned char>(p[at + 4 * k + b]);
    }
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3];
    for (int i = 0; i < 64; ++i) {
      std::uint32_t f;
      int g;
      if (i < 16) f = (b & c) | (~b & d), g = i;
      else if (i < 32) f = (d & b) | (~d & c), g = (5 * i + 1) % 16;
      else if (i < 48) f = b ^ c ^ d, g = (3 * i + 5) % 16;
      else f = c ^ (b | ~d), g = (7 * i) % 16;
      std::uint32_t t = d;
      d = c;
      c = b;
      b = b + rotl(a + f + K[i] + w[g], s[i]);
      a = t;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d;
  }
  std::string out;
  for (auto x : h)
    for (int k = 0; k < 4; ++k) out.push_back(static_cast<char>(x >> (8 * k)));
  return out;
}

std::string sha1(std::string_view m) {
  std::uint32_t h[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
  std::string p = pad(m, 64, 8, true);
  for (std::size_t at = 0; at < p.size(); at += 64) {
    std::uint32_t w[80];
    for (int k = 0; k < 16; ++k) w[k] = be32(p, at + 4 * k);
    for (int k = 16; k < 80; ++k) w[k] = rotl(w[k - 3] ^ w[k - 8] ^ w[k - 14] ^ w[k - 16], 1);
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
    for (int i = 0; i < 80; ++i) {
      std::uint32_t f, k;
      if (i < 20) f = (b & c) | (~b & d), k = 0x5A827999;
      else if (i < 40) f = b ^ c ^ d, k = 0x6ED9EBA1;
      else if (i < 60) f = (b & c) | (b & d) | (c & d), k = 0x8F1BBCDC;
      else f = b ^ c ^ d, k = 0xCA62C1D6;
      std::uint32_t t = rotl(a, 5) + f + e + k + w[i];
      e = d, d = c, c = rotl(b, 30), b = a, a = t;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e;
  }
  std::string out;
  for (auto x : h) put_be(out, x, 4);
  return out;
}

/// SHA-256, or SHA-224 (its other initial values, the first 28 bytes).
std::string sha256(std::string_view m, bool is224) {
  static const std::uint32_t K[64] = {
      0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
      0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
      0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
      0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
      0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
      0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
      0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
      0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
  std::uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  if (is224) {
    const std::uint32_t h224[8] = {0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
                                   0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4};
    std::memcpy(h, h224, sizeof h);
  }
  std::string p = pad(m, 64, 8, true);
  for (std::size_t at = 0; at < p.size(); at += 64) {
    std::uint32_t w[64];
    for (int k = 0; k < 16; ++k) w[k] = be32(p, at + 4 * k);
    for (int k = 16; k < 64; ++k) {
      std::uint32_t s0 = rotr(w[k - 15], 7) ^ rotr(w[k - 15], 18) ^ (w[k - 15] >> 3);
      std::uint32_t s1 = rotr(w[k - 2], 17) ^ rotr(w[k - 2], 19) ^ (w[k - 2] >> 10);
      w[k] = w[k - 16] + s0 + w[k - 7] + s1;
    }
    std::uint32_t v[8];
    std::memcpy(v, h, sizeof v);
    for (int i = 0; i < 64; ++i) {
      std::uint32_t S1 = rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25);
      std::uint32_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
      std::uint32_t t1 = v[7] + S1 + ch + K[i] + w[i];
      std::uint32_t S0 = rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22);
      std::uint32_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
      std::uint32_t t2 = S0 + maj;
      v[7] = v[6], v[6] = v[5], v[5] = v[4], v[4] = v[3] + t1, v[3] = v[2], v[2] = v[1], v[1] = v[0], v[0] = t1 + t2;
    }
    for (int k = 0; k < 8; ++k) h[k] += v[k];
  }
  std::string out;
  for (auto x : h) put_be(out, x, 4);
  return is224 ? out.substr(0, 28) : out;
}

/// SHA-512, or SHA-384 (other initial values, the first 48 bytes).
std::string sha512(std::string_view m, bool is384) {
  static const std::uint64_t K[80] = {
      0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538,
      0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0xd807aa98a3030242, 0x12835b0145706fbe,
      0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235,
      0xc19bf174cf692694, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
      0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5, 0x983e5152ee66dfab,
      0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725,
      0x06ca6351e003826f, 0x142929670a0e6e70, 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed,
      0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
      0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218,
      0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8, 0x19a4c116b8d2d0c8, 0x1e376c085141ab53,
      0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373,
      0x682e6ff3d6b2b8a3, 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
      0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xca273eceea26619c,
      0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6,
      0x113f9804bef90dae, 0x1b710b35131c471b, 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc,
      0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817};
  std::uint64_t h[8] = {0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
                        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179};
  if (is384) {
    const std::uint64_t h384[8] = {0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
                                   0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4};
    std::memcpy(h, h384, sizeof h);
  }
  std::string p = pad(m, 128, 16, true);
  for (std::size_t at = 0; at < p.size(); at += 128) {
    std::uint64_t w[80];
    for (int k = 0; k < 16; ++k) w[k] = be64(p, at + 8 * k);
    for (int k = 16; k < 80; ++k) {
      std::uint64_t s0 = rotr64(w[k - 15], 1) ^ rotr64(w[k - 15], 8) ^ (w[k - 15] >> 7);
      std::uint64_t s1 = rotr64(w[k - 2], 19) ^ rotr64(w[k - 2], 61) ^ (w[k - 2] >> 6);
      w[k] = w[k - 16] + s0 + w[k - 7] + s1;
    }
    std::uint64_t v[8];
    std::memcpy(v, h, sizeof v);
    for (int i = 0; i < 80; ++i) {
      std::uint64_t S1 = rotr64(v[4], 14) ^ rotr64(v[4], 18) ^ rotr64(v[4], 41);
      std::uint64_t ch = (v[4] & v[5]) ^ (~v[4] & v[6]);
      std::uint64_t t1 = v[7] + S1 + ch + K[i] + w[i];
      std::uint64_t S0 = rotr64(v[0], 28) ^ rotr64(v[0], 34) ^ rotr64(v[0], 39);
      std::uint64_t maj = (v[0] & v[1]) ^ (v[0] & v[2]) ^ (v[1] & v[2]);
      v[7] = v[6], v[6] = v[5], v[5] = v[4], v[4] = v[3] + t1, v[3] = v[2], v[2] = v[1], v[1] = v[0], v[0] = t1 + S0 + maj;
    }
    for (int k = 0; k < 8; ++k) h[k] += v[k];
  }
  std::string out;
  for (auto x : h) put_be(out, x, 8);
  return is384 ? out.substr(0, 48) : out;
}


// --- SHA-3 (FIPS 202): Keccak-f[1600] in a sponge ---------------------------------------
void keccak_f(std::uint64_t st[25]) {
  static const std::uint64_t RC[24] = {
      0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000, 0x000000000000808B,
      0x0000000080000001, 0x8000000080008081, 0x8000000000008009, 0x000000000000008A, 0x0000000000000088,
      0x0000000080008009, 0x000000008000000A, 0x000000008000808B, 0x800000000000008B, 0x8000000000008089,
      0x8000000000008003, 0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
      0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008};
  // rho's rotation of lane (x, y), indexed x + 5y
  static const int R[25] = {0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14};
  auto rotl64 = [](std::uint64_t v, int n) { return n == 0 ? v : (v << n) | (v >> (64 - n)); };
  for (int round = 0; round < 24; ++round) {
    std::uint64_t C[5], B[25];
    for (int x = 0; x < 5; ++x) C[x] = st[x] ^ st[x + 5] ^ st[x + 10] ^ st[x + 15] ^ st[x + 20];
    for (int x = 0; x < 5; ++x) {
      std::uint64_t D = C[(x + 4) % 5] ^ rotl64(C[(x + 1) % 5], 1);
      for (int y = 0; y < 5; ++y) st[x + 5 * y] ^= D;
    }
    for (int x = 0; x < 5; ++x)
      for (int y = 0; y < 5; ++y) B[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(st[x + 5 * y], R[x + 5 * y]);
    for (int x = 0; x < 5; ++x)
      for (int y = 0; y < 5; ++y) st[x + 5 * y] = B[x + 5 * y] ^ (~B[(x + 1) % 5 + 5 * y] & B[(x + 2) % 5 + 5 * y]);
    st[0] ^= RC[round];
  }
}
/// The sponge: absorb m at rate bytes with the domain byte (0x06 SHA-3, 0x1f SHAKE), squeeze out bytes.
std::string keccak(std::string_view m, std::size_t rate, unsigned char domain, std::size_t out) {
  std::uint64_t st[25] = {};
  std::string block;
  auto absorb = [&](const unsigned char* p) {
    for (std::size_t i = 0; i < rate; ++i) st[i / 8] ^= static_cast<std::uint64_t>(p[i]) << (8 * (i % 8));
    keccak_f(st);
  };
  std::size_t at = 0;
  for (; at + rate <= m.size(); at += rate) absorb(reinterpret_cast<const unsigned char*>(m.data() + at));
  std::string last(rate, '\0');
  if (m.size() > at) std::memcpy(last.data(), m.data() + at, m.size() - at);  // (an empty view may have no data)
  last[m.size() - at] = static_cast<char>(static_cast<unsigned char>(last[m.size() - at]) ^ domain);
  last[rate - 1] = static_cast<char>(static_cast<unsigned char>(last[rate - 1]) ^ 0x80);
  absorb(reinterpret_cast<const unsigned char*>(last.data()));
  std::string r;
  while (true) {
    for (std::size_t i = 0; i < rate && r.size() < out; ++i) r.push_back(static_cast<char>(st[i / 8] >> (8 * (i % 8))));
    if (r.size() >= out) return r;
    keccak_f(st);
  }
}

// --- BLAKE2b / BLAKE2s (RFC 7693) ----------------------------------------------------
const std::uint8_t kSigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0}};

/// BLAKE2b (W = uint64_t: 12 rounds, 128-byte blocks) or BLAKE2s (uint32_t: 10 rounds, 64-byte blocks).
template <typename W>
std::string blake2_impl(std::string_view m, std::size_t nn, std::string_view key, std::string_view salt,
                        std::string_view person) {
  constexpr bool big = sizeof(W) == 8;
  constexpr std::size_t block = big ? 128 : 64;
  constexpr int rounds = big ? 12 : 10;
  constexpr int r1 = big ? 32 : 16, r2 = big ? 24 : 12, r3 = big ? 16 : 8, r4 = big ? 63 : 7;
  static const std::uint64_t iv64[8] = {0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
                                        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179};
  W iv[8];
  for (int i = 0; i < 8; ++i) iv[i] = big ? static_cast<W>(iv64[i]) : static_cast<W>(iv64[i] >> 32);
  auto rotr_w = [](W x, int n) { return static_cast<W>((x >> n) | (x << (8 * sizeof(W) - n))); };
  auto load = [](const unsigned char* p) {
    W x = 0;
    for (std::size_t k = 0; k < sizeof(W); ++k) x |= static_cast<W>(p[k]) << (8 * k);
    return x;
  };
  W h[8];
  for (int i = 0; i < 8; ++i) h[i] = iv[i];
  h[0] ^= static_cast<W>(0x01010000u ^ (key.size() << 8) ^ nn);
  unsigned char sp[2 * sizeof(W)] = {};
  if (!salt.empty()) std::memcpy(sp, salt.data(), std::min(salt.size(), sizeof sp));
  h[4] ^= load(sp), h[5] ^= load(sp + sizeof(W));
  std::memset(sp, 0, sizeof sp);
  if (!person.empty()) std::memcpy(sp, person.data(), std::min(person.size(), sizeof sp));
  h[6] ^= load(sp), h[7] ^= load(sp + sizeof(W));
  auto compress = [&](const unsigned char* p, std::uint64_t t, bool last) {
    W mw[16], v[16];
    for (int i = 0; i < 16; ++i) mw[i] = load(p + i * sizeof(W));
    for (int i = 0; i < 8; ++i) v[i] = h[i], v[i + 8] = iv[i];
    v[12] ^= static_cast<W>(t);
    if (!big) v[13] ^= static_cast<W>(t >> 32);  // BLAKE2b's counter high word is 0 below 2^64 bytes
    if (last) v[14] = static_cast<W>(~v[14]);
    auto g = [&](int a, int b, int c, int d, W x, W y) {
      v[a] = v[a] + v[b] + x, v[d] = rotr_w(v[d] ^ v[a], r1), v[c] = v[c] + v[d], v[b] = rotr_w(v[b] ^ v[c], r2);
      v[a] = v[a] + v[b] + y, v[d] = rotr_w(v[d] ^ v[a], r3), v[c] = v[c] + v[d], v[b] = rotr_w(v[b] ^ v[c], r4);
    };
    for (int r = 0; r < rounds; ++r) {
      const std::uint8_t* s = kSigma[r % 10];
      g(0, 4, 8, 12, mw[s[0]], mw[s[1]]), g(1, 5, 9, 13, mw[s[2]], mw[s[3]]);
      g(2, 6, 10, 14, mw[s[4]], mw[s[5]]), g(3, 7, 11, 15, mw[s[6]], mw[s[7]]);
      g(0, 5, 10, 15, mw[s[8]], mw[s[9]]), g(1, 6, 11, 12, mw[s[10]], mw[s[11]]);
      g(2, 7, 8, 13, mw[s[12]], mw[s[13]]), g(3, 4, 9, 14, mw[s[14]], mw[s[15]]);
    }
    for (int i = 0; i < 8; ++i) h[i] ^= v[i] ^ v[i + 8];
  };
  // a key is the first block, padded with zeros
  std::string msg;
  if (!key.empty()) {
    msg.assign(key);
    msg.resize(block, '\0');
  }
  msg.append(m);
  std::uint64_t t = 0;
  std::size_t at = 0;
  while (msg.size() - at > block) {
    t += block;
    compress(reinterpret_cast<const unsigned char*>(msg.data() + at), t, false);
    at += block;
  }
  unsigned char last[block] = {};
  if (msg.size() > at) std::memcpy(last, msg.data() + at, msg.size() - at);
  t += msg.size() - at;
  compress(last, t, true);
  std::string out;
  for (int i = 0; i < 8; ++i)
    for (std::size_t k = 0; k < sizeof(W); ++k) out.push_back(static_cast<char>(h[i] >> (8 * k)));
  out.resize(nn);
  return out;
}

struct CrcTable {
  std::uint32_t poly;
  std::array<std::uint32_t, 256> t;
};
const CrcTable& crc_table(std::uint32_t poly) {
  // IEEE's is the one programs use; another polynomial's table is built per call
  static const CrcTable ieee = [] {
    CrcTable c{0xedb88320u, {}};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t x = i;
      for (int k = 0; k < 8; ++k) x = x & 1 ? (x >> 1) ^ c.poly : x >> 1;
      c.t[i] = x;
    }
    return c;
  }();
  thread_local CrcTable other{0, {}};
  if (poly == ieee.poly) return ieee;
  if (other.poly != poly || poly == 0) {
    other.poly = poly;
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t x = i;
      for (int k = 0; k < 8; ++k) x = x & 1 ? (x >> 1) ^ poly : x >> 1;
      other.t[i] = x;
    }
  }
  return other;
}

}  // namespace

std::string digest(std::string_view algorithm, std::string_view data) {
  if (algorithm == "md5") return md5(data);
  if (algorithm == "sha1") return sha1(data);
  if (algorithm == "sha224") return sha256(data, true);
  if (algorithm == "sha256") return sha256(data, false);
  if (algorithm == "sha384") return sha512(data, true);
  if (algorithm == "sha512") return sha512(data, false);
  if (algorithm == "blake2b") return blake2(true, data, 64);
  if (algorithm == "blake2s") return blake2(false, data, 32);
  if (algorithm == "sha3_224") return keccak(data, 144, 0x06, 28);
  if (algorithm == "sha3_256") return keccak(data, 136, 0x06, 32);
  if (algorithm == "sha3_384") return keccak(data, 104, 0x06, 48);
  if (algorithm == "sha3_512") return keccak(data, 72, 0x06, 64);
  return {};
}

std::string blake2(bool big, std::string_view data, std::size_t digest_size, std::string_view key, std::string_view salt,
                   std::string_view person) {
  const std::size_t max = big ? 64 : 32;
  if (digest_size < 1 || digest_size > max || key.size() > max || salt.size() > max / 4 || person.size() > max / 4) return {};
  return big ? blake2_impl<std::uint64_t>(data, digest_size, key, salt, person)
             : blake2_impl<std::uint32_t>(data, digest_size, key, salt, person);
}

std::string shake(int bits, std::string_view data, std::size_t length) {
  if (bits != 128 && bits != 256) return {};
  return keccak(data, bits == 128 ? 168 : 136, 0x1f, length);
}

std::size_t digest_size(std::string_view a) {
  return a == "md5" ? 16 : a == "sha1" ? 20 : a == "sha224" || a == "sha3_224" ? 28
       : a == "sha256" || a == "sha3_256" || a == "blake2s" ? 32 : a == "sha384" || a == "sha3_384" ? 48
       : a == "sha512" || a == "sha3_512" || a == "blake2b" ? 64 : 0;
}
std::size_t digest_block_size(std::string_view a) {
  // SHA-3's block is its sponge's rate
  return a == "md5" || a == "sha1" || a == "sha224" || a == "sha256" || a == "blake2s" ? 64
       : a == "sha384" || a == "sha512" || a == "blake2b" ? 128
       : a == "sha3_224" ? 144 : a == "sha3_256" ? 136 : a == "sha3_384" ? 104 : a == "sha3_512" ? 72 : 0;
}

std::uint32_t crc32(std::string_view data, std::uint32_t crc, std::uint32_t poly) {
  const auto& t = crc_table(poly).t;
  crc = ~crc;
  for (unsigned char b : data) crc = t[(crc ^ b) & 0xff] ^ (crc >> 8);
  return ~crc;
}

std::uint32_t adler32(std::string_view data, std::uint32_t adler) {
  std::uint32_t a = adler & 0xffff, b = adler >> 16;
  for (unsigned char c : data) {
    a = (a + c) % 65521;
    b = (b + a) % 65521;
  }
  return b << 16 | a;
}

std::string hex(std::string_view bytes) {
  static const char k[] = "0123456789abcdef";
  std::string out;
  out.reserve(bytes.size() * 2);
  for (unsigned char c : bytes) {
    out.push_back(k[c >> 4]);
    out.push_back(k[c & 15]);
  }
  return out;
}

}  // namespace reddragon::text
