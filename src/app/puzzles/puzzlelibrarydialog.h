// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzlelibrary.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;

#include <memory>

namespace ml
{

namespace Ui
{
class PuzzleLibraryDialog;
}

// Picks a puzzle from a collection (docs/board-format.md, "Puzzle collections"): the bundled one,
// or any folder the user opens ("Open collection…", then offered again under Collection). Shows the
// collection's title in the current language and its puzzles in collection order, each with its
// number, title, kind and the solver's progress (PuzzleProgress), the count solved, and a way to
// reset that progress. The main window opens the chosen file and hands it to the solver dock; the
// collection goes to the solve panel's Next/Previous. Laid out in ui/puzzlelibrarydialog.ui;
// the lists are filled here.
class PuzzleLibraryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PuzzleLibraryDialog(const QString &language, QWidget *parent = nullptr,
                                 const QString &directory = PuzzleLibrary::defaultDirectory());
    ~PuzzleLibraryDialog() override;

    // The collection shown.
    const PuzzleLibrary &library() const { return m_library; }
    // Shows the collection in `directory` and remembers the folder (PuzzleCollectionHistory).
    void openCollection(const QString &directory);
    // The chosen file, empty while none is selected.
    QString selectedPath() const;
    // Its place in library().entries(), -1 while none is selected.
    int selectedIndex() const;
    void setLanguage(const QString &language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void chooseFolder();
    void resetProgress();
    void fillCollections();
    void fillList();

    std::unique_ptr<Ui::PuzzleLibraryDialog> m_ui;
    PuzzleLibrary m_library;
    QString m_language;
    QComboBox *m_collections;
    QListWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace ml
