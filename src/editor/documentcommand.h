#pragma once

#include <QFlags>
#include <QJsonObject>
#include <QUndoCommand>

#include <functional>

namespace ml
{

class BoardDocument;

// What part of a board file a command touched, so the document emits only the signals that
// matter (a renamed player need not redraw the palette).
enum class DocumentPart : quint8 {
    Tiles = 1 << 0,
    Figures = 1 << 1,
    Players = 1 << 2,
    Rules = 1 << 3,
};
Q_DECLARE_FLAGS(DocumentParts, DocumentPart)
Q_DECLARE_OPERATORS_FOR_FLAGS(DocumentParts)

// Base of every edit. A command is a pair of pure transformations of the board-file JSON, so
// the document can try one on a copy (is the set-up still legal?) before it is pushed, and
// undo is exact: keys the editor does not know are never touched. Ownership: the QUndoStack
// owns pushed commands; a command only keeps a pointer to its document, which outlives the
// stack.
class DocumentCommand : public QUndoCommand
{
public:
    explicit DocumentCommand(BoardDocument *document, QUndoCommand *parent = nullptr)
        : QUndoCommand(parent), m_document(document)
    {
    }

    virtual DocumentParts apply(QJsonObject &json) const = 0;
    virtual DocumentParts revert(QJsonObject &json) const = 0;

    void redo() override;
    void undo() override;

    // Words the command's text again in the current language (after a language switch), as
    // setWords() was told to.
    void retranslate()
    {
        if (m_words) setText(m_words());
    }

protected:
    // Sets the text the undo stack and the history show from a function of the language, so
    // that retranslate() can make it again. Commands use this instead of setText().
    void setWords(std::function<QString()> words)
    {
        m_words = std::move(words);
        setText(m_words());
    }

    BoardDocument *m_document;

private:
    std::function<QString()> m_words;
};

} // namespace ml
