// features: arrays, builtin_exceptions, string_format, floating_point, char_type, try_with_resources
import java.io.*;
import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

public class ByteBufferDataStreams {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) sb.append(String.format("%02x", x));
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bos)) {
            out.writeBoolean(true);
            out.writeByte(-5);
            out.writeShort(-300);
            out.writeChar('Ω');
            out.writeInt(0x12345678);
            out.writeLong(-2L);
            out.writeFloat(36.6f);
            out.writeDouble(Math.PI);
            out.writeUTF("nul\0 é ✓ 😀");
            out.writeChars("hi");
            out.write(new byte[] {9, 8, 7, 6}, 1, 2);
            out.write(0x1ff);
            System.out.println("written " + out.size());
        }
        byte[] data = bos.toByteArray();
        System.out.println(hex(data));

        DataInputStream in = new DataInputStream(new ByteArrayInputStream(data));
        System.out.println(in.readBoolean() + " " + in.readByte() + " " + in.readShort() + " " + in.readChar() + " "
                + Integer.toHexString(in.readInt()) + " " + in.readLong());
        float f = in.readFloat();
        double d = in.readDouble();
        System.out.println(f + " " + d + " avail=" + in.available());
        System.out.println("[" + in.readUTF() + "] " + in.readChar() + in.readChar());
        System.out.println(in.readUnsignedByte() + " " + in.read() + " " + in.read() + " " + in.read());
        try {
            in.readLong();
        } catch (EOFException e) {
            System.out.println("EOF: " + e.getMessage() + " " + e);
        }

        ByteArrayInputStream bis = new ByteArrayInputStream(new byte[] {10, 20, 30, 40, 50}, 1, 3);
        byte[] two = new byte[2];
        System.out.println(bis.read(two) + " " + Arrays.toString(two) + " avail=" + bis.available());
        bis.reset();
        System.out.println(Arrays.toString(bis.readAllBytes()) + " then " + bis.read(two, 0, 2));
        DataInputStream shortIn = new DataInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3}));
        byte[] four = new byte[4];
        try {
            shortIn.readFully(four);
        } catch (EOFException e) {
            System.out.println("readFully short: " + Arrays.toString(four));
        }

        ByteBuffer bb = ByteBuffer.allocate(24);
        System.out.println(bb + " " + bb.order());
        bb.putInt(-1).putShort((short) 513).put((byte) 7).putDouble(2.5).putChar('Z');
        System.out.println("pos " + bb.position() + " rem " + bb.remaining() + " has " + bb.hasRemaining());
        bb.putFloat(20, 0.1f);
        System.out.println("float at 20: " + bb.getFloat(20) + " lim " + bb.limit());
        bb.flip();
        System.out.printf("%x %d %d %s %c%n", bb.getInt(), bb.getShort(), bb.get(), bb.getDouble(), bb.getChar());
        bb.rewind();
        bb.position(4);
        ByteBuffer slice = bb.slice();
        System.out.println(slice + " first " + slice.get(0) + " " + slice.arrayOffset());
        bb.clear();
        bb.order(ByteOrder.LITTLE_ENDIAN).putLong(0x0102030405060708L);
        System.out.println(Arrays.toString(Arrays.copyOf(bb.array(), 8)) + " " + bb.order() + " " + ByteOrder.BIG_ENDIAN);
        bb.rewind();
        System.out.println(Long.toHexString(bb.getLong()) + " " + bb.getInt(0));

        byte[] backing = {1, 2, 3, 4, 5, 6};
        ByteBuffer w = ByteBuffer.wrap(backing, 2, 3);
        System.out.println(w + " " + w.get() + " " + w.remaining());
        w.put((byte) 99);
        System.out.println(Arrays.toString(backing));
        w.mark();
        w.get();
        w.reset();
        System.out.println("after reset " + w.position());
        ByteBuffer c = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5});
        c.get();
        c.get();
        c.compact();
        System.out.println(c + " " + Arrays.toString(c.array()));
        byte[] dst = new byte[3];
        c.flip();
        c.get(dst);
        System.out.println(Arrays.toString(dst) + " " + c.position());
        ByteBuffer big = ByteBuffer.allocate(8);
        big.put(ByteBuffer.wrap(new byte[] {4, 5, 6})).put(new byte[] {7, 8});
        System.out.println(big + " " + Arrays.toString(big.array()));
        System.out.println(ByteBuffer.wrap(new byte[] {1, 2}).equals(ByteBuffer.wrap(new byte[] {1, 2})) + " "
                + ByteBuffer.wrap(new byte[] {1, 2}).compareTo(ByteBuffer.wrap(new byte[] {1, 5})) + " "
                + ByteBuffer.wrap(new byte[] {1, 2}).hashCode());

        ByteBuffer tiny = ByteBuffer.allocate(4);
        try {
            tiny.putLong(1L);
        } catch (BufferOverflowException e) {
            System.out.println("overflow " + e);
        }
        try {
            tiny.getLong();
        } catch (BufferUnderflowException e) {
            System.out.println("underflow " + e);
        }
        try {
            tiny.getInt(2);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("index " + e);
        }
        try {
            tiny.position(9);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            ByteBuffer.allocate(-3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        DataInputStream bad = new DataInputStream(new ByteArrayInputStream(new byte[] {0, 2, (byte) 0xff, 65}));
        try {
            bad.readUTF();
        } catch (UTFDataFormatException e) {
            System.out.println(e);
        }
        DataInputStream more = new DataInputStream(new BufferedInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xff, (byte) 0xfe, 1, 2, 3, 4, 5})));
        System.out.println(more.readUnsignedShort() + " skipped " + more.skipBytes(1) + " " + Arrays.toString(more.readNBytes(9)));
        ByteBuffer direct = ByteBuffer.allocateDirect(6).putShort((short) -7);
        ByteBuffer ro = direct.asReadOnlyBuffer();
        ByteBuffer dup = direct.duplicate();
        System.out.println(direct + " " + ro + " " + dup.capacity() + " " + ro.getShort(0) + " " + ro.isReadOnly() + " native " + ByteOrder.nativeOrder());
        ByteBuffer.wrap(new byte[3]).getInt();
    }
}
