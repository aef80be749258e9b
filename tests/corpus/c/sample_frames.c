// features: type_punning, array, inttypes_h
/* Audio-style sample frames: 16-bit samples packed into 32-bit words with
   memcpy (little-endian), floats split into their 16-bit halves, and the
   frame unpacked again into 64-bit accumulators. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <inttypes.h>

#define SAMPLES 6

int main(void) {
    int16_t samples[SAMPLES] = {1000, -1000, 32767, -32768, 12345, -2};
    uint32_t words[SAMPLES / 2];
    memcpy(words, samples, sizeof samples);
    for (int i = 0; i < SAMPLES / 2; i++) printf("word %d: 0x%08" PRIX32 "\n", i, words[i]);

    words[1] ^= 0x00010001u;  /* flip the low bit of both samples in word 1 */
    int16_t back[SAMPLES];
    memcpy(back, words, sizeof back);
    for (int i = 0; i < SAMPLES; i++) printf("%d%s", back[i], i + 1 < SAMPLES ? " " : "\n");

    float gains[2] = {0.5f, -1.25f};
    uint16_t halves[4];
    memcpy(halves, gains, sizeof gains);
    printf("gain halves: %04x %04x %04x %04x\n", halves[0], halves[1], halves[2], halves[3]);
    halves[1] ^= 0x8000;  /* negate the first gain through its sign bit */
    memcpy(gains, halves, sizeof gains);
    printf("gains now: %.3f %.3f\n", gains[0], gains[1]);

    int64_t acc;
    memcpy(&acc, samples, sizeof acc);
    printf("first four samples as int64: %" PRId64 "\n", acc);
    uint8_t tail[4];
    memcpy(tail, &samples[4], sizeof tail);
    printf("tail bytes: %u %u %u %u\n", tail[0], tail[1], tail[2], tail[3]);
    uint32_t sum = 0;
    for (int i = 0; i < SAMPLES / 2; i++) sum += words[i];
    printf("checksum 0x%08" PRIX32 "\n", sum);
    return 0;
}
