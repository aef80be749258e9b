// features: program, arrays, for_statement, while_statement, method_declaration, collections_utils, static_members
import java.util.Arrays;

public class Sorting {
    static void bubble(int[] a) {
        boolean swapped = true;
        for (int n = a.length; swapped && n > 1; n--) {
            swapped = false;
            for (int i = 1; i < n; i++) {
                if (a[i - 1] > a[i]) {
                    int t = a[i]; a[i] = a[i - 1]; a[i - 1] = t;
                    swapped = true;
                }
            }
        }
    }

    static void insertion(int[] a) {
        for (int i = 1; i < a.length; i++) {
            int key = a[i], j = i - 1;
            while (j >= 0 && a[j] > key) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    static void quick(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = a[(lo + hi) / 2], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) {
                int t = a[i]; a[i] = a[j]; a[j] = t;
                i++; j--;
            }
        }
        quick(a, lo, j);
        quick(a, i, hi);
    }

    static int[] merge(int[] a) {
        if (a.length <= 1) return a;
        int mid = a.length / 2;
        int[] l = merge(Arrays.copyOfRange(a, 0, mid));
        int[] r = merge(Arrays.copyOfRange(a, mid, a.length));
        int[] out = new int[a.length];
        int i = 0, j = 0, k = 0;
        while (i < l.length && j < r.length) out[k++] = l[i] <= r[j] ? l[i++] : r[j++];
        while (i < l.length) out[k++] = l[i++];
        while (j < r.length) out[k++] = r[j++];
        return out;
    }

    public static void main(String[] args) {
        int[] data = {38, 27, 43, 3, 9, 82, 10, -4, 27, 0};
        int[] a = data.clone();
        bubble(a);
        System.out.println("bubble    " + Arrays.toString(a));
        int[] b = Arrays.copyOf(data, data.length);
        insertion(b);
        System.out.println("insertion " + Arrays.toString(b));
        int[] c = data.clone();
        quick(c, 0, c.length - 1);
        System.out.println("quick     " + Arrays.toString(c));
        System.out.println("merge     " + Arrays.toString(merge(data)));
        int[] d = data.clone();
        Arrays.sort(d);
        System.out.println("library   " + Arrays.toString(d) + " original " + Arrays.toString(data));
        String[] names = {"pear", "Apple", "fig", "banana"};
        Arrays.sort(names);
        System.out.println(Arrays.toString(names));
    }
}
