// Widens the real system's small demo data, through its own tables, so that its own code renders every kind of
// notification the spec names: targets 2, 3, 4 and 6 (a group under a parent, a hashtag, a place typed by hand without a
// city row and one picked on a map with its city row, a comment), an anonymous trigger, a trigger whose user is gone, a
// post whose writer is gone, a target that is gone, a system message with a
// user, and a member who filled in the optional fields. Each row is one the real system's own screens can write.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs with PDO on the copy's SQLite database; every id is looked up, none assumed. */
const SCRIPT = String.raw`
$db = new PDO('sqlite:' . $argv[1]);
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$one = fn ($sql) => $db->query($sql)->fetchColumn();
$at = fn ($minutes) => gmdate('Y-m-d H:i:s', time() - 60 * $minutes);
$admin = $one("SELECT id FROM fs_users WHERE username = 'admin'");
$alice = $one("SELECT id FROM fs_users WHERE username = 'alice'");
$alicePost = $one("SELECT id FROM fs_posts WHERE user_id = $alice ORDER BY id LIMIT 1");
$comment = $one('SELECT id FROM fs_comments ORDER BY id LIMIT 1');
$insert = function ($table, $row) use ($db) {
    $keys = array_keys($row);
    $db->prepare('INSERT INTO fs_' . $table . ' (' . implode(',', $keys) . ') VALUES (' . implode(',', array_fill(0, count($keys), '?')) . ')')->execute(array_values($row));
    return $db->lastInsertId();
};
// The permissions the admin panel writes for a new group.
$perms = '{"private_whitelist_roles":[],"can_publish":true,"publish_post":1,"publish_post_roles":[],"publish_post_review":false,"publish_comment":1,"publish_comment_roles":[],"publish_comment_review":false}';
$top = $insert('groups', ['gid' => 'ckTopGrp', 'parent_id' => 0, 'name' => '{"en":"Makers"}', 'permissions' => $perms, 'created_at' => $at(600)]);
$sub = $insert('groups', ['gid' => 'ckSubGrp', 'parent_id' => $top, 'permissions' => $perms, 'name' => '{"en":"Woodwork","zh-Hans":"木工"}', 'description' => '{"en":"Joinery and tools"}', 'cover_file_url' => '/covers/woodwork.png', 'more_info' => '{"rules":"Be kind"}', 'last_post_at' => $at(50), 'created_at' => $at(500)]);
$db->exec("UPDATE fs_groups SET subgroup_count = 1 WHERE id = $top");
$tag = $insert('hashtags', ['name' => 'woodwork', 'slug' => 'woodwork', 'description' => '{"en":"All things wood"}', 'created_at' => $at(400)]);
$place = $insert('geotags', ['gtid' => 'ckPlace1', 'place_type' => 'unknown', 'name' => '{"en":"Harbor Workshop"}', 'map_longitude' => 103.85, 'map_latitude' => 1.29, 'address' => '{"en":"1 Harbor Road"}', 'created_at' => $at(300)]);
// A place picked on a map: the city row and the geotag as the publishing code writes them from a map's location info.
$city = $insert('cities', ['continent_code' => 'AS', 'country_code' => 'SG', 'region_code' => 'SG-01', 'city_code' => 'SIN', 'zip' => '049315', 'continent' => '{"en":"Asia"}', 'country' => '{"en":"Singapore"}', 'region' => '{"en":"Central"}', 'city' => '{"en":"Singapore"}', 'created_at' => $at(250)]);
$mapped = $insert('geotags', ['gtid' => 'ckPlace2', 'place_id' => 'ChIJckPlace2', 'place_type' => 'cafe', 'map_id' => 1, 'city_id' => $city, 'name' => '{"en":"Quay Cafe"}', 'map_longitude' => 103.85, 'map_latitude' => 1.28, 'district' => '{"en":"Raffles Place"}', 'address' => '{"en":"2 Quay Street"}', 'created_at' => $at(250)]);
$db->exec("UPDATE fs_posts SET group_id = $sub, geotag_id = $place WHERE id = $alicePost");
$insert('hashtag_usages', ['usage_type' => 5, 'usage_id' => $alicePost, 'hashtag_id' => $tag]);
$db->exec("UPDATE fs_users SET bio = 'Builds things with @admin #woodwork', location = 'Singapore', gender_pronoun = 3, gender_custom = 'maker', verified_status = 1, verified_desc = 'Workshop owner', verified_at = '" . $at(900) . "' WHERE id = $alice");
$n = 0;
$notify = function ($row) use ($insert, $admin, $at, &$n) {
    $n++;
    $insert('notifications', $row + ['nmid' => 'ckWide' . $n . 'x', 'user_id' => $admin, 'created_at' => $at(2 + $n)]);
};
$notify(['type' => 3, 'action_user_id' => $alice, 'action_type' => 1, 'action_target' => 2, 'action_id' => $sub]);
$notify(['type' => 5, 'action_user_id' => $alice, 'action_type' => 3, 'action_target' => 3, 'action_id' => $tag]);
$notify(['type' => 3, 'action_user_id' => $alice, 'action_type' => 1, 'action_target' => 4, 'action_id' => $place]);
$notify(['type' => 3, 'action_user_id' => $alice, 'action_type' => 1, 'action_target' => 4, 'action_id' => $mapped]);
$notify(['type' => 3, 'action_user_id' => $alice, 'action_type' => 1, 'action_target' => 6, 'action_id' => $comment]);
$notify(['type' => 7, 'action_user_id' => $alice, 'action_is_anonymous' => 1, 'is_mention' => 1, 'content' => 'Someone mentioned you', 'action_type' => 5, 'action_target' => 5, 'action_id' => $alicePost]);
$notify(['type' => 3, 'action_user_id' => 999999, 'action_type' => 1, 'action_target' => 5, 'action_id' => $alicePost, 'is_read' => 1]);
$notify(['type' => 2, 'content' => 'Gone but recommended', 'action_type' => 5, 'action_target' => 5, 'action_id' => 999999]);
$notify(['type' => 1, 'action_user_id' => $alice, 'content' => 'Alice invited you to Makers', 'is_markdown' => 1]);
$notify(['type' => 4, 'action_user_id' => $alice, 'action_type' => 2, 'action_target' => 5, 'action_id' => $alicePost]);
$notify(['type' => 6, 'action_user_id' => $alice, 'action_type' => 4, 'action_target' => 1, 'action_id' => $admin]);
// A post whose writer is gone (no user row; a copy of alice's, as a deleted account leaves it): its mention of the admin,
// triggered by the same gone user, and the site's recommendation of it.
$gonePost = $db->query("SELECT * FROM fs_posts WHERE id = $alicePost")->fetch(PDO::FETCH_ASSOC);
unset($gonePost['id']);
$gonePost = $insert('posts', ['pid' => 'ckGoneP1', 'user_id' => 999998] + $gonePost);
$notify(['type' => 7, 'action_user_id' => 999998, 'is_mention' => 1, 'content' => '@admin look', 'action_type' => 5, 'action_target' => 5, 'action_id' => $gonePost]);
$notify(['type' => 2, 'content' => 'A post from the archive', 'action_type' => 5, 'action_target' => 5, 'action_id' => $gonePost]);
`;

/** Adds the rows to a freshly started copy (its app folder), before anything has read or cached them. */
export async function widenRealData(appDir: string): Promise<void> {
  await run('php', ['-r', SCRIPT, join(appDir, 'database', 'database.sqlite')]);
}
