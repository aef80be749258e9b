// features: try_statement, string_methods, enhanced_for_statement, string_format
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

// Which digest algorithms a provider offers, and form-encoding of awkward field values.
public class digest_lookup_form_encoding {
    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) sb.append(String.format("%02x", b));
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] algorithms = {"MD5", "SHA-1", "SHA", "sha-256", "SHA-384", "SHA-512", "SHA3-256", "SHA-999", "BLAKE2B", "MD4", ""};
        for (String alg : algorithms) {
            try {
                MessageDigest md = MessageDigest.getInstance(alg);
                byte[] d = md.digest("".getBytes(StandardCharsets.UTF_8));
                System.out.printf("%-9s %3d bits %s...%n", alg, d.length * 8, hex(d).substring(0, 16));
            } catch (NoSuchAlgorithmException e) {
                System.out.println(alg + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        String[] fields = {"plain", "two words", "a*b~c", "50% off!", "path/to?x=1&y=2", "dots.dash-under_score", "naïve café", "tab\tnew\nline"};
        for (String f : fields)
            System.out.println("[" + f.replace("\t", "\\t").replace("\n", "\\n") + "] -> " + URLEncoder.encode(f, StandardCharsets.UTF_8));
    }
}
