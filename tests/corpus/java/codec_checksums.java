// features: record_declaration, arrays, try_statement, enhanced_for_statement, string_methods, wrapper_classes
// java.util.Base64 (basic, URL, MIME, padding, decoder errors), java.util.zip.CRC32/Adler32,
// java.net.URLEncoder/URLDecoder and java.io.ByteArrayOutputStream: an attachment packer.
import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.zip.Adler32;
import java.util.zip.CRC32;

public class codec_checksums {
    record Attachment(String name, byte[] body) {
        long crc() {
            var c = new CRC32();
            c.update(body);
            return c.getValue();
        }
        String packed() {
            return URLEncoder.encode(name, StandardCharsets.UTF_8) + ";" + Base64.getEncoder().encodeToString(body) + ";" + Long.toHexString(crc());
        }
        static Attachment unpack(String line) {
            String[] p = line.split(";");
            var a = new Attachment(URLDecoder.decode(p[0], StandardCharsets.UTF_8), Base64.getDecoder().decode(p[1]));
            if (a.crc() != Long.parseLong(p[2], 16)) throw new IllegalStateException("checksum mismatch for " + a.name());
            return a;
        }
    }

    public static void main(String[] args) {
        List<Attachment> files = List.of(
            new Attachment("notes v1.txt", "hello world\n".getBytes(StandardCharsets.UTF_8)),
            new Attachment("résumé & cv.pdf", new byte[]{37, 80, 68, 70, -1, -2, 0, 127}),
            new Attachment("empty", new byte[0]),
            new Attachment("a+b=c?.bin", "ünïcödé ✓".getBytes(StandardCharsets.UTF_8)));
        for (var f : files) {
            String line = f.packed();
            var back = Attachment.unpack(line);
            System.out.println(line + " -> " + back.name() + " " + Arrays.equals(back.body(), f.body()));
        }
        try {
            Attachment.unpack("x;aGVsbG8=;1234");
        } catch (IllegalStateException e) {
            System.out.println("error: " + e.getMessage());
        }

        byte[] data = {(byte) 0xfb, (byte) 0xff, (byte) 0xbf, 1, 2};
        System.out.println(Base64.getEncoder().encodeToString(data));
        System.out.println(Base64.getUrlEncoder().encodeToString(data));
        System.out.println(Base64.getUrlEncoder().withoutPadding().encodeToString(data));
        System.out.println(Arrays.toString(Base64.getUrlDecoder().decode("-_-_AQI")));
        System.out.println(Arrays.toString(Base64.getEncoder().encode("abc".getBytes())));
        System.out.println(Arrays.toString(Base64.getDecoder().decode("YWJj".getBytes())));
        byte[] big = new byte[70];
        for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 7);
        String mime = Base64.getMimeEncoder().encodeToString(big);
        System.out.println(mime.replace("\r\n", "|") + " " + mime.length());
        System.out.println(Arrays.equals(Base64.getMimeDecoder().decode(mime), big));
        for (String bad : List.of("ab$d", "abcde", "ab=c", "abc==", "YQ==YQ==")) {
            try {
                System.out.println(bad + " -> " + Arrays.toString(Base64.getDecoder().decode(bad)));
            } catch (IllegalArgumentException e) {
                System.out.println(bad + " -> " + e.getMessage());
            }
        }

        var crc = new CRC32();
        var adler = new Adler32();
        byte[] text = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.US_ASCII);
        crc.update(text, 0, 9);
        adler.update(text, 0, 9);
        System.out.printf("prefix crc=%08x adler=%08x%n", crc.getValue(), adler.getValue());
        crc.update(text, 9, text.length - 9);
        adler.update(text, 9, text.length - 9);
        System.out.printf("whole  crc=%08x adler=%08x%n", crc.getValue(), adler.getValue());
        crc.reset();
        adler.reset();
        System.out.println("reset: " + crc.getValue() + " " + adler.getValue());
        for (int b : new int[]{'a', 'b', 'c', 0x1ff}) crc.update(b);
        System.out.println("bytewise: " + Long.toHexString(crc.getValue()));

        System.out.println(URLEncoder.encode("a b&c=d/é~*'()._-", StandardCharsets.UTF_8));
        System.out.println(URLDecoder.decode("100%25+sure%21%E2%9C%93", StandardCharsets.UTF_8));
        for (String bad : List.of("bad%zz", "trail%4", "end%", "ok%41%g1")) {
            try {
                System.out.println(URLDecoder.decode(bad, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }

        var out = new ByteArrayOutputStream();
        out.write('h');
        out.write(0x169);
        out.write(new byte[]{65, 66, 67, 68}, 1, 2);
        out.writeBytes(" ✓".getBytes(StandardCharsets.UTF_8));
        System.out.println(Arrays.toString(out.toByteArray()) + " size " + out.size());
        System.out.println(out + " | " + out.toString(StandardCharsets.UTF_8));
        try {
            out.write(new byte[3], 2, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("write out of range: " + e.getClass().getSimpleName());
        }
        out.reset();
        System.out.println("after reset: " + out.size() + " '" + out + "'");
    }
}
