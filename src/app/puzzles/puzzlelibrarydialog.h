#pragma once

#include "puzzlelibrary.h"

#include <QDialog>

class QDialogButtonBox;
class QListWidget;

#include <memory>

namespace ml
{

namespace Ui
{
class PuzzleLibraryDialog;
}

// Picks a puzzle from the bundled library: number, title in the current language and kind.
// The main window opens the chosen file and hands it to the solver dock. Laid out in
// ui/puzzlelibrarydialog.ui; the list is filled from the library.
class PuzzleLibraryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PuzzleLibraryDialog(const QString &language, QWidget *parent = nullptr,
                                 const QString &directory = PuzzleLibrary::defaultDirectory());
    ~PuzzleLibraryDialog() override;

    const PuzzleLibrary &library() const { return m_library; }
    // The chosen file, empty while none is selected.
    QString selectedPath() const;
    void setLanguage(const QString &language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillList();

    std::unique_ptr<Ui::PuzzleLibraryDialog> m_ui;
    PuzzleLibrary m_library;
    QString m_language;
    QListWidget *m_list;
    QDialogButtonBox *m_buttons;
};

} // namespace ml
