// features: builtin_exceptions, string_format, big_numbers, hash_map
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.*;
import java.util.zip.CRC32;

public class MessageDigests {
    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) sb.append(String.format("%02x", b));
        return sb.toString();
    }

    static String sha256(String text) throws NoSuchAlgorithmException {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        return hex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    public static void main(String[] args) throws Exception {
        System.out.println(sha256("abc"));
        MessageDigest md5 = MessageDigest.getInstance("MD5");
        md5.update("The quick brown fox ".getBytes());
        md5.update("jumps over the lazy dog".getBytes(StandardCharsets.UTF_8));
        byte[] d = md5.digest();
        System.out.println(hex(d) + " " + d.length + " " + md5.getAlgorithm() + " " + md5.getDigestLength());
        System.out.println(new BigInteger(1, MessageDigest.getInstance("SHA-1").digest("abc".getBytes())).toString(16));
        System.out.println(hex(md5.digest()));
        for (String alg : List.of("SHA-224", "sha-384", "SHA-512", "SHA", "SHA3-256", "SHA3-512", "SHA-999")) {
            try {
                MessageDigest m = MessageDigest.getInstance(alg);
                System.out.println(alg + " -> " + hex(m.digest(new byte[0])).substring(0, 16) + " len=" + m.getDigestLength());
            } catch (NoSuchAlgorithmException e) {
                System.out.println(alg + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        MessageDigest s = MessageDigest.getInstance("SHA-256");
        s.update((byte) 'a');
        s.update("xbcx".getBytes(), 1, 2);
        byte[] one = s.digest();
        System.out.println(MessageDigest.isEqual(one, MessageDigest.getInstance("SHA-256").digest("abc".getBytes())) + " " + Arrays.toString(Arrays.copyOf(one, 4)));
        s.update("x".getBytes());
        s.reset();
        System.out.println(hex(s.digest()).substring(0, 8) + " " + s);
        System.out.println(new BigInteger(new byte[] {(byte) 0xff, 0x01}) + " " + new BigInteger(new byte[] {0x7f, (byte) 0x80})
                + " " + new BigInteger(-1, new byte[] {1, 0}) + " " + new BigInteger(0, new byte[0]) + " " + new BigInteger(1, d).bitLength());
        try {
            new BigInteger(0, new byte[] {1});
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
        CRC32 crc = new CRC32();
        crc.update("123456789".getBytes());
        System.out.println(Long.toHexString(crc.getValue()));
        Map<String, List<String>> byHash = new TreeMap<>();
        for (String f : new String[] {"alpha", "beta", "alpha", "gamma", "beta"}) {
            byHash.computeIfAbsent(sha256(f).substring(0, 10), k -> new ArrayList<>()).add(f);
        }
        System.out.println(byHash);
    }
}
