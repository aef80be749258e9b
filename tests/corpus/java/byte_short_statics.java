// features: program, wrapper_classes, bitwise_operators, builtin_exceptions, record_declaration, cast_expression
// Decoding a little binary packet header: Byte/Short's own static methods
// (toUnsignedInt, compare answering x - y, compareUnsigned, parse with a range
// check, decode, reverseBytes for byte order) and their SIZE/BYTES constants.
import java.util.*;

public class byte_short_statics {
    record Header(short magic, byte version, byte flags, short length) {
        static Header read(byte[] raw) {
            short magic = (short) ((raw[0] << 8) | (raw[1] & 0xFF));
            short lenLittle = (short) ((raw[4] & 0xFF) | (raw[5] << 8));
            return new Header(magic, raw[2], raw[3], lenLittle);
        }
    }

    public static void main(String[] args) {
        byte[] raw = {(byte) 0xCA, (byte) 0xFE, 3, (byte) 0x85, (byte) 0x34, (byte) 0x92};
        Header h = Header.read(raw);
        System.out.println(h);
        System.out.println("magic " + Integer.toHexString(Short.toUnsignedInt(h.magic())) + " unsigned long " + Short.toUnsignedLong(h.magic()));
        System.out.println("flags " + Byte.toUnsignedInt(h.flags()) + " as long " + Byte.toUnsignedLong(h.flags()) + " signed " + h.flags());
        System.out.println("length " + Short.toUnsignedInt(h.length()) + " big-endian " + Short.reverseBytes(h.length()));
        System.out.println("swap 0x0102 -> " + Integer.toHexString(Short.reverseBytes((short) 0x0102)));

        byte[] versions = {3, -2, 127, 0, -128};
        for (byte v : versions) {
            System.out.println(v + ": compare " + Byte.compare(v, (byte) 3) + " unsigned " + Byte.compareUnsigned(v, (byte) 3)
                    + " hash " + Byte.hashCode(v) + " str " + Byte.toString(v));
        }
        System.out.println(Short.compare((short) -300, (short) 200) + " " + Short.compareUnsigned((short) -1, (short) 1));
        Byte boxed = 40;
        Short wide = 1000;
        System.out.println(boxed.compareTo((byte) 45) + " " + wide.compareTo((short) 10) + " " + boxed.compareTo(boxed));

        List<Byte> priorities = new ArrayList<>(List.of((byte) 7, (byte) -1, (byte) 3));
        Collections.sort(priorities);
        System.out.println(priorities);

        String[] fields = {"127", "-128", "7f", "128", "-129", "x1", "+5", ""};
        for (String f : fields) {
            try {
                System.out.println("byte " + f + " -> " + Byte.parseByte(f));
            } catch (NumberFormatException e) {
                System.out.println("byte " + f + " -> " + e.getMessage());
            }
        }
        System.out.println(Byte.parseByte("7f", 16) + " " + Byte.valueOf("-1010", 2) + " " + Short.parseShort("-8000", 16) + " " + Short.valueOf("32767"));
        try {
            Short.parseShort("8000", 16);
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Byte.decode("0x10") + " " + Byte.decode("-#7F") + " " + Short.decode("017") + " " + Short.decode("-0X100"));
        try {
            Byte.decode("0x80");
        } catch (NumberFormatException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("bits " + Byte.SIZE + "/" + Short.SIZE + "/" + Integer.SIZE + "/" + Long.SIZE + "/" + Float.SIZE + "/" + Double.SIZE);
        System.out.println("bytes " + Byte.BYTES + "/" + Short.BYTES + "/" + Integer.BYTES + "/" + Long.BYTES + "/" + Character.BYTES + "/" + Double.BYTES);
        int packed = 0;
        for (byte b : raw) packed = packed * 31 + Byte.toUnsignedInt(b);
        System.out.println("packed " + packed);
    }
}
