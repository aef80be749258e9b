// features: program, multidimensional_arrays, math_class, floating_point, cast_expression, string_builder
public class ImageFilter {
    static int[][] makeImage(int w, int h) {
        int[][] img = new int[h][w];
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int dx = x - w / 2, dy = y - h / 2;
                img[y][x] = Math.max(0, 255 - (int) Math.round(Math.sqrt(dx * dx + dy * dy) * 28));
            }
        return img;
    }

    static int[][] convolve(int[][] src, double[][] kernel) {
        int h = src.length, w = src[0].length, k = kernel.length / 2;
        int[][] out = new int[h][w];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                double acc = 0;
                for (int ky = -k; ky <= k; ky++)
                    for (int kx = -k; kx <= k; kx++) {
                        int sy = Math.min(h - 1, Math.max(0, y + ky));
                        int sx = Math.min(w - 1, Math.max(0, x + kx));
                        acc += src[sy][sx] * kernel[ky + k][kx + k];
                    }
                out[y][x] = (int) Math.min(255, Math.max(0, Math.round(acc)));
            }
        }
        return out;
    }

    static void show(String title, int[][] img) {
        String ramp = " .:-=+*#%@";
        System.out.println(title);
        for (int[] row : img) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(ramp.charAt(v * (ramp.length() - 1) / 255));
            System.out.println("|" + sb + "|");
        }
    }

    static int[] histogram(int[][] img, int bins) {
        int[] h = new int[bins];
        for (int[] row : img) for (int v : row) h[Math.min(bins - 1, v * bins / 256)]++;
        return h;
    }

    public static void main(String[] args) {
        int[][] img = makeImage(16, 9);
        show("original", img);
        double[][] blur = new double[3][3];
        for (double[] row : blur) java.util.Arrays.fill(row, 1.0 / 9);
        show("blur", convolve(img, blur));
        double[][] edge = {{-1, -1, -1}, {-1, 8, -1}, {-1, -1, -1}};
        int[][] edges = convolve(img, edge);
        show("edges", edges);
        System.out.println("histogram " + java.util.Arrays.toString(histogram(img, 8)));
        long sum = 0;
        for (int[] row : img) for (int v : row) sum += v;
        System.out.printf("mean %.3f%n", sum / (double) (img.length * img[0].length));
        int[][] t = new int[img[0].length][img.length];
        for (int y = 0; y < img.length; y++) for (int x = 0; x < img[0].length; x++) t[x][y] = img[y][x];
        System.out.println("transposed dims " + t.length + "x" + t[0].length + ", corner " + t[15][8] + ", centre " + t[8][4]);
        System.out.println(java.util.Arrays.deepToString(new int[][]{edges[4], edges[0]}).length());
        byte b = (byte) img[4][8];
        System.out.println("as byte " + b + " unsigned " + (b & 0xff) + " hex " + Integer.toHexString(b & 0xff).toUpperCase());
    }
}
