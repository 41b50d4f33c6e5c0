// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlesheet.h"

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace ml
{

class BoardDocument;
class LanguageManager;

// File > Export puzzle sheet: asks which puzzles (the open one, the bundled
// library or a collection folder), the language and how many to a page, then where to save,
// and writes the PDF that `meeplelab-cli sheet` writes (PuzzleSheet).
class PuzzleSheetExport : public QObject
{
    Q_OBJECT
public:
    PuzzleSheetExport(BoardDocument *document, LanguageManager *languages, QAction *action,
                      QWidget *window);

    // The puzzles of collection folder `dir` for a sheet in `lang`, in collection order; files
    // without a puzzle are left out. Empty with *error when the folder or a file cannot be
    // read (a sheet with a puzzle missing would be handed out as if whole) or holds no puzzle.
    static std::optional<QList<SheetPuzzle>> readFolder(const QString &dir, const QString &lang,
                                                        QString *title, QString *error);
    // The open board's puzzle, with its unsaved edits.
    std::optional<QList<SheetPuzzle>> readOpenPuzzle(const QString &lang, QString *title,
                                                     QString *error) const;

private:
    void choose();

    BoardDocument *m_document;
    LanguageManager *m_languages;
    QWidget *m_window;
};

} // namespace ml
