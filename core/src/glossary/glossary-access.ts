/** Who is asking: every logged-in user reads, likes and comments; authors and admins change. */
export interface GlossaryViewer {
  id: string;
  isAdmin: boolean;
}

/** Authors edit and delete their items and comments; administrators may do so for anyone's. */
export const mayChange = (authorId: string, viewer: GlossaryViewer): boolean => viewer.isAdmin || authorId === viewer.id;
