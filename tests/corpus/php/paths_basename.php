<?php // features: string_functions, array_functions, arrays
$paths = ["/var/www/html/index.php", "src/lib/util.tar.gz", "/", "", "file", "dir/", "/etc//", ".htaccess", "a/b/c/", "/a", "noext."];
foreach ($paths as $p) {
    echo json_encode($p), " base=", basename($p), " dir=", dirname($p), " dir2=", dirname($p, 2), "\n";
    print_r(pathinfo($p));
}
echo basename("/x/y/photo.jpg", ".jpg"), " ", basename("photo.jpg", "photo.jpg"), "\n";
echo pathinfo("/a/b.txt", PATHINFO_EXTENSION), "|", pathinfo("/a/b.txt", PATHINFO_FILENAME), "|", pathinfo("b", PATHINFO_EXTENSION), "|", pathinfo("/a/b.txt", PATHINFO_DIRNAME), "\n";
