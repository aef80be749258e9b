// features: object_methods, synchronized_statement, hash_map, hashcode_identity
import java.util.*;

public class ObjectLockIdentity {
    private final Object lock = new Object();
    private int count;

    void bump() {
        synchronized (lock) {
            count++;
        }
    }

    public static void main(String[] args) {
        Object lock = new Object();
        Object other = new Object();
        System.out.println(lock.equals(other) + " " + lock.equals(lock));
        System.out.println(lock.getClass().getName());
        System.out.println(lock.toString().startsWith("java.lang.Object@"));
        Map<Object, String> m = new HashMap<>();
        m.put(lock, "a"); m.put(other, "b");
        System.out.println(m.size() + " " + m.get(lock));
        synchronized (lock) { System.out.println("locked"); }
        System.out.println(lock.hashCode() == lock.hashCode());
        Object sentinel = new Object();
        List<Object> items = new ArrayList<>(List.of("a", sentinel, "b"));
        System.out.println(items.indexOf(sentinel) + " " + items.contains(new Object()));
        Set<Object> seen = new HashSet<>();
        seen.add(new Object());
        seen.add(new Object());
        seen.add(sentinel);
        seen.add(sentinel);
        System.out.println(seen.size());
        ObjectLockIdentity c = new ObjectLockIdentity();
        for (int i = 0; i < 5; i++) c.bump();
        System.out.println(c.count + " " + (c.lock == c.lock) + " " + c.lock.equals(sentinel));
        System.out.println(Objects.equals(sentinel, sentinel) + " " + Objects.equals(sentinel, new Object()));
        System.out.println(new Object().getClass().getSimpleName());
    }
}
