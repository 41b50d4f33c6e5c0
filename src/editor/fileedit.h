// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFlags>
#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QUndoCommand>

#include "boardfile.h"
#include "timeline.h"

#include <QJsonObject>

#include <functional>
#include <memory>

namespace ml
{

class BoardDocument;

// What part of a board file an edit touched, so the document emits only the signals that
// matter (a renamed player need not redraw the palette). The figures have no signal of their
// own: every view that shows them follows BoardDocument::changed().
enum class DocumentPart : quint8 {
    Tiles = 1 << 0,
    Players = 1 << 2,
    Rules = 1 << 3,
};
Q_DECLARE_FLAGS(DocumentParts, DocumentPart)
Q_DECLARE_OPERATORS_FOR_FLAGS(DocumentParts)

// One change of a board file as data: "replace these top-level parts of the file with those".
// The edit functions of BoardDocument build one with core's writers (boardfilewriter.h); the
// document tries it on a copy of the file (is the set-up still legal? do the moves still
// replay?) and then pushes it as one FileEditCommand. Replacing whole parts keeps undo
// exact: the keys the editor does not know are given back as they were.
struct FileEdit {
    // What the moves must still do after the edit.
    enum class Moves : quint8 {
        MayBreak,        // a set-up edit: the moves panel says why they no longer replay
        MustReplay,      // a recorded or re-recorded turn
        MustNotBreakMore // a removed turn: may leave broken moves broken (that is how the
                         // user repairs them), must not break moves that replayed
    };

    QMap<QString, QJsonValue> after; // top-level key -> its new value (Undefined removes it)
    std::function<QString()> words;  // the undo text, in the current language
    DocumentParts parts;
    Moves moves = Moves::MayBreak;
    // Edits with the same key in a row merge into one undo step (typing a player's name).
    QString mergeKey;
};

// What checking an edit already read and played: the file after it and its timeline, so that
// applying the edit adopts them instead of reading and playing the file a second time.
struct PreparedEdit {
    QJsonObject json; // the whole file after the edit
    BoardFile file;
    Timeline timeline;
};

// The one undo command of the editor: swaps the parts of the file an edit replaced. The
// QUndoStack owns it; it only keeps a pointer to its document, which outlives the stack.
class FileEditCommand : public QUndoCommand
{
public:
    // `prepared`, when given, is the document's check of the edit, used by the first redo.
    FileEditCommand(BoardDocument *document, QMap<QString, QJsonValue> before, FileEdit edit,
                    std::shared_ptr<PreparedEdit> prepared = nullptr);

    void redo() override;
    void undo() override;
    int id() const override { return m_edit.mergeKey.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand *other) override;
    // Words the text again in the current language (after a language switch).
    void retranslate() { setText(m_edit.words()); }

private:
    BoardDocument *m_document;
    QMap<QString, QJsonValue> m_before;
    FileEdit m_edit;
    // Dropped after the first redo: later ones are rare (redo after undo) and a kept timeline
    // per undo step would hold boards for nothing.
    std::shared_ptr<PreparedEdit> m_prepared;
};

} // namespace ml
