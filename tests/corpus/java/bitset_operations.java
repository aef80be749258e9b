// features: program, cast_expression, arrays, builtin_exceptions, try_statement
import java.util.*;
public class BitsetOperations {
    public static void main(String[] args) {
        BitSet a = new BitSet();
        a.set(3); a.set(64); a.set(130, 135); a.flip(4, 7); a.clear(5);
        System.out.println(a + " card=" + a.cardinality() + " len=" + a.length() + " size=" + a.size() + " hash=" + a.hashCode());
        BitSet b = (BitSet) a.clone();
        b.set(3, false); b.set(200, true);
        System.out.println(b + " eq=" + a.equals(b) + " inter=" + a.intersects(b) + " " + b.nextClearBit(130) + " " + b.previousClearBit(134) + " " + b.nextSetBit(201));
        b.and(a);
        System.out.println(b + " " + b.isEmpty() + " " + Arrays.toString(b.toLongArray()) + " " + new BitSet(10).size() + " " + a.get(130, 140));
        a.clear();
        System.out.println(a + " " + a.isEmpty() + " " + a.length());
        try { a.set(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
    }
}
