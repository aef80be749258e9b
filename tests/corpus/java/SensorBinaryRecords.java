// features: try_with_resources, record_declaration, string_format, arrays, builtin_exceptions
import java.io.*;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.zip.CRC32;

public class SensorBinaryRecords {
    record Reading(int sensorId, long timestamp, float celsius, short humidity, String label) {}

    static byte[] encode(List<Reading> readings) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bos)) {
            out.writeBytes("SNSR");
            out.writeShort(1);
            out.writeInt(readings.size());
            for (Reading r : readings) {
                out.writeInt(r.sensorId());
                out.writeLong(r.timestamp());
                out.writeFloat(r.celsius());
                out.writeShort(r.humidity());
                out.writeUTF(r.label());
            }
            CRC32 crc = new CRC32();
            crc.update(bos.toByteArray());
            out.writeInt((int) crc.getValue());
        }
        return bos.toByteArray();
    }

    static List<Reading> decode(byte[] data) throws IOException {
        CRC32 crc = new CRC32();
        crc.update(data, 0, data.length - 4);
        int stored = ByteBuffer.wrap(data, data.length - 4, 4).getInt();
        if (stored != (int) crc.getValue())
            throw new IOException(String.format("checksum mismatch: stored %08x, computed %08x", stored, crc.getValue()));
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        byte[] magic = new byte[4];
        in.readFully(magic);
        if (!new String(magic, StandardCharsets.US_ASCII).equals("SNSR")) throw new IOException("bad magic");
        int version = in.readShort();
        if (version != 1) throw new IOException("unsupported version " + version);
        int n = in.readInt();
        List<Reading> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++)
            out.add(new Reading(in.readInt(), in.readLong(), in.readFloat(), in.readShort(), in.readUTF()));
        return out;
    }

    static String hexdump(byte[] data, int limit) {
        StringBuilder sb = new StringBuilder();
        for (int off = 0; off < Math.min(data.length, limit); off += 16) {
            sb.append(String.format("%04x  ", off));
            StringBuilder ascii = new StringBuilder();
            for (int i = 0; i < 16; i++) {
                if (off + i < data.length) {
                    int b = data[off + i] & 0xff;
                    sb.append(String.format("%02x ", b));
                    ascii.append(b >= 32 && b < 127 ? (char) b : '.');
                } else sb.append("   ");
                if (i == 7) sb.append(' ');
            }
            sb.append(" |").append(ascii).append("|\n");
        }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        List<Reading> readings = List.of(
            new Reading(101, 1_700_000_000_000L, 21.5f, (short) 40, "lab"),
            new Reading(102, 1_700_000_060_000L, -3.25f, (short) 88, "roof"),
            new Reading(7, 1_700_000_120_000L, 36.6f, (short) 55, "incubator ünit"));
        byte[] blob = encode(readings);
        System.out.println("encoded " + blob.length + " bytes");
        System.out.print(hexdump(blob, 64));
        List<Reading> back = decode(blob);
        System.out.println("round trip equal: " + back.equals(readings));
        back.forEach(r -> System.out.printf("  #%-4d t=%d %6.2f°C %3d%% %s%n", r.sensorId(), r.timestamp(), r.celsius(), r.humidity(), r.label()));

        byte[] corrupt = Arrays.copyOf(blob, blob.length);
        corrupt[20] ^= 0x10;
        try {
            decode(corrupt);
        } catch (IOException e) {
            System.out.println("corrupt: " + e.getMessage());
        }
        byte[] truncated = Arrays.copyOfRange(blob, 0, 30);
        try {
            decode(truncated);
        } catch (IOException e) {
            System.out.println("truncated: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }

        ByteBuffer bb = ByteBuffer.allocate(16);
        bb.putInt(0xCAFEBABE).putShort((short) -2).put((byte) 0x7f).putFloat(1.5f);
        System.out.println("position=" + bb.position() + " remaining=" + bb.remaining());
        bb.flip();
        System.out.printf("int=%x short=%d byte=%d float=%s%n", bb.getInt(), bb.getShort(), bb.get(), bb.getFloat());
        ByteBuffer le = ByteBuffer.allocate(8).order(ByteOrder.LITTLE_ENDIAN);
        le.putInt(0x01020304).putInt(-1);
        System.out.println("little endian: " + Arrays.toString(le.array()));
        System.out.println("float bits: " + Integer.toHexString(Float.floatToIntBits(-3.25f)) + " double bits: "
                + Long.toHexString(Double.doubleToLongBits(0.1)));
        System.out.println("reverse bytes: " + Integer.toHexString(Integer.reverseBytes(0x11223344))
                + " bitCount: " + Long.bitCount(0xF0F0L) + " highestOneBit: " + Integer.highestOneBit(1000));
        CRC32 c = new CRC32();
        c.update("The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8));
        System.out.println("crc32: " + Long.toHexString(c.getValue()));
        System.out.println("base64: " + Base64.getEncoder().encodeToString(Arrays.copyOf(blob, 12)));
    }
}
