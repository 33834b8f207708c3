// The common structures the spec leaves "not shown" (User Info, group, hashtag, geotag, post, comment, and the File and
// Extend Info they nest), as document components: name → schema, in the order the document lists them.
import type { TSchema } from 'typebox';
import { Comment, RepliedComment } from './comment-info.js';
import { CommentAuthor, PreviewComment } from './comment-fields.js';
import {
  ExtendArchiveInfo,
  ExtendContentInfo,
  ExtendFunctionInfo,
  ExtendOperationInfo,
  ExtendOperationItem,
} from './extend-info.js';
import { FileInfo, FilesByKind } from './file-info.js';
import { Geotag } from './geotag-info.js';
import { Group } from './group-info.js';
import { Hashtag } from './hashtag-info.js';
import { CommentInteraction, ContentInteraction, GroupInteraction, UserInteraction } from './interaction-info.js';
import { Post, QuotedPost } from './post-info.js';
import { UserInfo, UserRole, UserStats } from './user-info.js';
import { UserPlaceholder } from './user-placeholder.js';

/**
 * Their fields are the real system's, each present in every answer unless a filterUserKeys / filterInfoKeys projection
 * removed it: the document therefore lists none of them as required (the static types do).
 */
export const commonStructures: Readonly<Record<string, TSchema>> = {
  UserInfo,
  UserPlaceholder,
  UserStats,
  UserRole,
  UserInteraction,
  Group,
  GroupInteraction,
  Hashtag,
  Geotag,
  Post,
  QuotedPost,
  Comment,
  RepliedComment,
  PreviewComment,
  CommentAuthor,
  CommentInteraction,
  ContentInteraction,
  FileInfo,
  FilesByKind,
  ExtendArchiveInfo,
  ExtendOperationInfo,
  ExtendOperationItem,
  ExtendContentInfo,
  ExtendFunctionInfo,
};
